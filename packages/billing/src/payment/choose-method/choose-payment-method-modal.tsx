import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS, type PaymentMethod } from '@portal/api-schema';
import { useId, useState } from 'react';

export interface ChoosePaymentMethodModalProps {
  open: boolean;
  /** The invoice total, formatted. */
  amount: string;
  vendorName: string;
  /** Undefined while loading. */
  methods: PaymentMethod[] | undefined;
  /** While the chosen method's payment is being created. */
  busy: boolean;
  onCancel(): void;
  onContinue(method: PaymentMethod): void;
}

export function ChoosePaymentMethodModal({ open, amount, vendorName, methods, busy, onCancel, onContinue }: ChoosePaymentMethodModalProps) {
  const [chosenSlug, setChosenSlug] = useState<string | null>(null);
  const titleId = useId();
  const promptId = useId();
  const chosen = methods?.find((method) => method.slug === chosenSlug);
  // Nothing to choose: the dialog only says so, with nothing to continue to.
  const noMethods = methods?.length === 0;

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{amount}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600 }}>{vendorName}</Typography>
        {methods === undefined ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label="Loading payment methods" />
          </Box>
        ) : methods.length === 0 ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {BILLING_TEXTS.noPaymentMethods}
          </Alert>
        ) : (
          <>
            <Typography id={promptId} sx={{ mt: 2, mb: 1 }}>
              {BILLING_TEXTS.choosePaymentPrompt}
            </Typography>
            <RadioGroup aria-labelledby={promptId} value={chosenSlug ?? ''} onChange={(event) => setChosenSlug(event.target.value)}>
              {methods.map((method) => (
                <FormControlLabel
                  key={method.slug}
                  value={method.slug}
                  control={<Radio />}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, mb: 1, p: 1 }}
                  label={
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                      <img src={`/payment-icons/${encodeURIComponent(method.icon)}`} alt="" width={40} height={40} />
                      <Box>
                        <Typography>{method.label}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {method.tip}
                        </Typography>
                      </Box>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {noMethods ? (
          <Button variant="contained" onClick={onCancel}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onCancel}>Cancel</Button>
            <Button variant="contained" disabled={!chosen || busy} onClick={() => chosen && onContinue(chosen)}>
              Continue
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
