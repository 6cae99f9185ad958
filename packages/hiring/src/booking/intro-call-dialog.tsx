import type { Booking } from '@portal/api-schema';
import { useGetIntroCallBookingQuery } from '../hiring-api';
import { SchedulerDialog } from './scheduler-dialog';

/** Books an intro call with a proposal's candidate in the specialist's scheduler. */
export function IntroCallDialog(props: {
  proposalId: string;
  candidateName: string;
  open: boolean;
  onClose: () => void;
  onBooked?: (booking: Booking) => void;
}) {
  if (!props.open) return null;
  return <OpenIntroCallDialog {...props} />;
}

function OpenIntroCallDialog({
  proposalId,
  candidateName,
  onClose,
  onBooked,
}: {
  proposalId: string;
  candidateName: string;
  onClose: () => void;
  onBooked?: (booking: Booking) => void;
}) {
  // Each opening asks for a fresh ticket (the query keeps nothing once unused).
  const bookingData = useGetIntroCallBookingQuery(proposalId, { refetchOnMountOrArgChange: true });
  return (
    <SchedulerDialog title={`Book an intro call with ${candidateName}`} bookingData={bookingData} onClose={onClose} onBooked={onBooked} />
  );
}
