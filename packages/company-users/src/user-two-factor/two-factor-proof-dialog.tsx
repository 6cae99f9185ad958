import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { twoFactorCodeProofSchema, twoFactorPasswordProofSchema, type TwoFactorProofRequest } from '@portal/api-schema';
import { applyServerErrors, BusyDialog, fieldErrorProps, FormErrorAlert } from '@portal/ui';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';

export interface TwoFactorProofDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  /** Sends the proof; throws the API's error to show it in the dialog. */
  onSubmit: (proof: TwoFactorProofRequest) => Promise<void>;
  onClose: () => void;
}

type Mode = 'code' | 'password';

interface ProofFormProps {
  formId: string;
  onSubmit: TwoFactorProofDialogProps['onSubmit'];
  onBusy: (busy: boolean) => void;
}

/** Sends the proof and shows the API's refusal beside the field (or above it). */
async function send(
  proof: TwoFactorProofRequest,
  { onSubmit, onBusy }: ProofFormProps,
  showError: (error: unknown) => void,
): Promise<void> {
  onBusy(true);
  try {
    await onSubmit(proof);
  } catch (error) {
    showError(error);
  } finally {
    onBusy(false);
  }
}

/** Each proof's schema and field; the form holds one of them, by the mode's name. */
const PROOFS = {
  code: {
    schema: twoFactorCodeProofSchema,
    field: {
      id: 'field-proof-code',
      label: '6-digit code from your app',
      autoComplete: 'one-time-code',
      slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 7 } },
    },
  },
  password: {
    schema: twoFactorPasswordProofSchema,
    field: { id: 'field-proof-password', label: 'Your password', type: 'password', autoComplete: 'current-password' },
  },
} satisfies Record<Mode, { schema: unknown; field: TextFieldProps }>;

type ProofValues = Partial<Record<Mode, string>>;

/** The form of one proof (keyed by its mode: another mode is another form). */
function ProofForm({ mode, ...props }: ProofFormProps & { mode: Mode }) {
  const [formError, setFormError] = useState<string | null>(null);
  const { schema, field } = PROOFS[mode];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProofValues, unknown, TwoFactorProofRequest>({
    defaultValues: { [mode]: '' },
    // Either schema's output is a proof request; the union of the two resolvers is not one TypeScript can call.
    resolver: zodResolver(schema) as unknown as Resolver<ProofValues, unknown, TwoFactorProofRequest>,
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    await send(values, props, (error) => setFormError(applyServerErrors(error, setError, [mode])));
  });
  return (
    <form id={props.formId} noValidate onSubmit={submit}>
      <FormErrorAlert text={formError} />
      <TextField {...register(mode)} {...field} autoFocus required fullWidth margin="dense" {...fieldErrorProps(errors[mode])} />
    </form>
  );
}

/** Asks for a current code of the app, or the password instead, before a change to two-factor sign-in. */
export function TwoFactorProofDialog({
  open,
  title,
  description,
  confirmLabel,
  destructive = false,
  onSubmit,
  onClose,
}: TwoFactorProofDialogProps) {
  const [mode, setMode] = useState<Mode>('code');
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const formId = useId();

  return (
    <BusyDialog
      open={open}
      busy={busy}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setMode('code') } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{description}</DialogContentText>
        <ProofForm key={mode} mode={mode} formId={formId} onSubmit={onSubmit} onBusy={setBusy} />
        <Button size="small" sx={{ mt: 1, px: 0 }} onClick={() => setMode(mode === 'code' ? 'password' : 'code')} disabled={busy}>
          {mode === 'code' ? 'Use your password instead' : 'Use a code from your app instead'}
        </Button>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" color={destructive ? 'error' : 'primary'} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </BusyDialog>
  );
}
