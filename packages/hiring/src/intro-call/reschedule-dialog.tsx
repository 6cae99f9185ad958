import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { IntroCall } from '@portal/api-schema';
import { browserTimeZone, BusyDialog, FormErrorAlert, notify, placeServerErrors } from '@portal/ui';
import { useId, useRef, useState } from 'react';
import { useRescheduleIntroCallMutation } from '../hiring-api';
import { formatMeetingTime } from '../hiring/hiring-format';
import { slotsByDay } from './call-time';

export const NO_FREE_SLOTS =
  'No other time is free with the specialist at the moment. Try again later, or cancel the call and book a new one.';

export interface RescheduleDialogProps {
  open: boolean;
  call: IntroCall;
  proposalId: string;
  rfpId: string;
  candidateName: string;
  onClose: () => void;
}

/**
 * Moves a booked intro call to one of its specialist's free slots, grouped by day in the viewer's
 * time zone. Why a time could not be taken (just taken, no longer free) shows in the dialog, which
 * stays open to choose another; closing it changes nothing.
 */
export function RescheduleDialog(props: RescheduleDialogProps) {
  if (!props.open) return null;
  return <OpenRescheduleDialog {...props} />;
}

function OpenRescheduleDialog({ call, proposalId, rfpId, candidateName, onClose }: RescheduleDialogProps) {
  const titleId = useId();
  const labelId = useId();
  const name = useId();
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reschedule, { isLoading: sending }] = useRescheduleIntroCallMutation();
  // The button's disabled state comes a render later than a second click can.
  const inFlight = useRef(false);

  const days = slotsByDay(call.free_slots);
  // The slots are asked again after every attempt: a chosen time that is gone is no choice.
  const chosen = choice !== null && call.free_slots.includes(choice) ? choice : null;

  const save = async () => {
    if (chosen === null || inFlight.current) return;
    inFlight.current = true;
    setError(null);
    const result = await reschedule({ proposalId, rfpId, starts_at: chosen });
    inFlight.current = false;
    if ('error' in result) {
      const { byField, formError } = placeServerErrors(result.error, (property) => (property === 'starts_at' ? property : null));
      setError(byField.get('starts_at') ?? formError);
      return;
    }
    notify(`Intro call moved to ${formatMeetingTime(result.data.starts_at)}`, 'success');
    onClose();
  };

  return (
    <BusyDialog open busy={sending} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Reschedule the intro call with {candidateName}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Now on {formatMeetingTime(call.starts_at)} with {call.specialist.name}. Times are in your time zone ({browserTimeZone()}).
        </DialogContentText>
        {error && (
          <Box sx={{ mb: 2 }}>
            <FormErrorAlert text={error} />
          </Box>
        )}
        {days.length === 0 ? (
          <Typography>{NO_FREE_SLOTS}</Typography>
        ) : (
          <FormControl component="fieldset" disabled={sending} fullWidth>
            <FormLabel component="legend" id={labelId}>
              Choose a new time
            </FormLabel>
            {days.map((day, index) => (
              <Box key={day.label} sx={{ mt: 1.5 }}>
                <Typography variant="subtitle2" component="h3" id={`${labelId}-${index}`}>
                  {day.label}
                </Typography>
                <RadioGroup
                  row
                  name={name}
                  aria-labelledby={`${labelId}-${index}`}
                  value={chosen ?? ''}
                  onChange={(event) => {
                    setChoice(event.target.value);
                    setError(null);
                  }}
                >
                  {day.slots.map((slot) => (
                    <FormControlLabel key={slot.value} value={slot.value} control={<Radio />} label={slot.time} />
                  ))}
                </RadioGroup>
              </Box>
            ))}
          </FormControl>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" disabled={sending} onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" disabled={sending || chosen === null} loading={sending} onClick={() => void save()}>
          Save
        </Button>
      </DialogActions>
    </BusyDialog>
  );
}
