import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { DECLINE_COMMENT_MAX_LENGTH, DECLINE_REASONS, HIRING_TEXTS } from '@portal/api-schema/constants';
import { BusyDialog, notify, textLimitProps } from '@portal/ui';
import { useId, useState } from 'react';
import { useDeclineProposalMutation } from '../hiring-api';
import {
  canSubmitDecline,
  declineMessage,
  NO_DECLINE_CHOICE,
  showsComment,
  type DeclineChoice,
  type DeclineReason,
} from './decline-choice';

const DECLINED_TOAST = 'Candidate declined';

export interface DeclineDialogProps {
  open: boolean;
  proposalId: string;
  rfpId: string;
  candidateName: string;
  onClose: () => void;
  /** Called once the proposal is declined (Submit or Skip). */
  onDeclined?: () => void;
}

/**
 * Declines a candidate. Submit sends the chosen reason; Skip declines without one; closing the
 * dialog (Escape, a click outside) declines nothing.
 */
export function DeclineDialog(props: DeclineDialogProps) {
  if (!props.open) return null;
  return <OpenDeclineDialog {...props} />;
}

function OpenDeclineDialog({ proposalId, rfpId, candidateName, onClose, onDeclined }: DeclineDialogProps) {
  const titleId = useId();
  const reasonsLabelId = useId();
  const [choice, setChoice] = useState<DeclineChoice>(NO_DECLINE_CHOICE);
  const [decline, { isLoading: sending }] = useDeclineProposalMutation();

  const send = async (msg: string | null) => {
    // Errors are toasted by the API client; the dialog stays open to try again.
    const result = await decline({ proposalId, rfpId, msg });
    if ('error' in result) return;
    notify(DECLINED_TOAST, 'success');
    onDeclined?.();
    onClose();
  };

  const submit = () => {
    const msg = declineMessage(choice);
    if (msg !== null) void send(msg);
  };

  return (
    <BusyDialog open busy={sending} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{HIRING_TEXTS.declineTitle}</DialogTitle>
      <DialogContent>
        <FormControl disabled={sending} required fullWidth>
          <FormLabel id={reasonsLabelId}>Why are you declining {candidateName}?</FormLabel>
          <RadioGroup
            aria-labelledby={reasonsLabelId}
            aria-required="true"
            value={choice.reason ?? ''}
            onChange={(event) => setChoice({ ...choice, reason: event.target.value as DeclineReason })}
          >
            {DECLINE_REASONS.map((reason) => (
              <FormControlLabel key={reason} value={reason} control={<Radio />} label={reason} />
            ))}
          </RadioGroup>
        </FormControl>
        {showsComment(choice) && (
          <TextField
            label="Your comment"
            multiline
            minRows={3}
            fullWidth
            autoFocus
            disabled={sending}
            value={choice.comment}
            onChange={(event) => setChoice({ ...choice, comment: event.target.value })}
            // Counted trimmed, as it is sent; Submit stays disabled while the message shows.
            {...textLimitProps(choice.comment.trim(), DECLINE_COMMENT_MAX_LENGTH)}
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" disabled={sending} onClick={() => void send(null)}>
          Skip
        </Button>
        <Button variant="contained" disabled={sending || !canSubmitDecline(choice)} loading={sending} onClick={submit}>
          Submit
        </Button>
      </DialogActions>
    </BusyDialog>
  );
}
