import type { Booking } from '@portal/api-schema';
import { useGetSaleBookingQuery } from '../hiring-api';
import { SchedulerDialog } from './scheduler-dialog';

export const SALE_BOOKING_TITLE = 'Book a call with our sales team';
const SALE_BOOKING_CONFIRMED_BODY = 'Your call with our sales team is scheduled. We have sent you a calendar invitation by e-mail.';

/** The sale booking dialog: a call with the sales team, from the request's success page. */
export function SaleBookingDialog({
  open,
  onClose,
  onBooked,
}: {
  open: boolean;
  onClose: () => void;
  onBooked?: (booking: Booking) => void;
}) {
  if (!open) return null;
  return <OpenSaleBookingDialog onClose={onClose} onBooked={onBooked} />;
}

function OpenSaleBookingDialog({ onClose, onBooked }: { onClose: () => void; onBooked?: (booking: Booking) => void }) {
  const bookingData = useGetSaleBookingQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <SchedulerDialog
      title={SALE_BOOKING_TITLE}
      bookingData={bookingData}
      confirmedBody={SALE_BOOKING_CONFIRMED_BODY}
      onClose={onClose}
      onBooked={onBooked}
    />
  );
}
