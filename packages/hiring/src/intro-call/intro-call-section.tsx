import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IntroCall } from '@portal/api-schema';
import { ConfirmDialog, notify, ProfileSection } from '@portal/ui';
import { useRef, useState } from 'react';
import { useCancelIntroCallMutation } from '../hiring-api';
import { formatMeetingTime } from '../hiring/hiring-format';
import { RescheduleDialog } from './reschedule-dialog';

const CANCEL_INTRO_CALL = 'Cancel intro call';
const INTRO_CALL_CANCELED = 'Intro call canceled';

export interface IntroCallSectionProps {
  call: IntroCall;
  proposalId: string;
  rfpId: string;
  candidateName: string;
}

/**
 * The candidate page's booked intro call: when (in the viewer's time zone) and with whom, and, where
 * the scheduler lets the portal change it, Reschedule and Cancel intro call. Canceling is confirmed
 * and sent once however often it is clicked; the page then offers booking again.
 */
export function IntroCallSection({ call, proposalId, rfpId, candidateName }: IntroCallSectionProps) {
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | null>(null);
  const [cancel, { isLoading: canceling }] = useCancelIntroCallMutation();
  const inFlight = useRef(false);
  const when = formatMeetingTime(call.starts_at);

  const confirmCancel = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    // Failures are toasted by the API client; a 409 (already changed, or changed only in the
    // scheduler) will not change by trying again, so the dialog closes on every answer.
    const result = await cancel({ proposalId, rfpId });
    inFlight.current = false;
    setDialog(null);
    if (!('error' in result)) notify(INTRO_CALL_CANCELED, 'success');
  };

  return (
    <ProfileSection id="candidate-intro-call" title="Intro call" sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <EventIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
        <div>
          <Typography>
            Intro call on {when} with {call.specialist.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {call.specialist.title}
          </Typography>
        </div>
      </Stack>
      {call.can_change && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setDialog('reschedule')}>
            Reschedule
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
            {CANCEL_INTRO_CALL}
          </Button>
        </Stack>
      )}

      <RescheduleDialog
        open={dialog === 'reschedule'}
        call={call}
        proposalId={proposalId}
        rfpId={rfpId}
        candidateName={candidateName}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={`Cancel the intro call with ${candidateName}?`}
        confirmLabel={CANCEL_INTRO_CALL}
        cancelLabel="Keep the call"
        destructive
        busy={canceling}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setDialog(null)}
      >
        {`The call on ${when} with ${call.specialist.name} is canceled, and you can book another one.`}
      </ConfirmDialog>
    </ProfileSection>
  );
}
