import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { HIRING_TEXTS, type Booking, type BookingData } from '@portal/api-schema';
import { LoadingState, notify } from '@portal/ui';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { BookingConfirmed, SchedulerBody } from './scheduler-pieces';
import { useSchedulerBooking } from './use-scheduler-booking';

/** The part of an RTK Query result the dialog reads. */
interface BookingDataQuery {
  data?: BookingData | undefined;
  isError: boolean;
}

export interface SchedulerDialogProps {
  title: string;
  bookingData: BookingDataQuery;
  /** What 'Booking Confirmed' says was booked. */
  confirmedBody?: ReactNode;
  onClose: () => void;
  onBooked?: (booking: Booking) => void;
}

/**
 * A call booked in the specialist's scheduler, embedded in a dialog. A
 * failure to load the booking data closes it (the request's own toast says why); a failure to
 * load the scheduler's script closes it with 'Error loading the script'.
 */
export function SchedulerDialog({
  title,
  bookingData,
  confirmedBody = HIRING_TEXTS.bookingConfirmedBody,
  onClose,
  onBooked,
}: SchedulerDialogProps) {
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  // A failure closes the dialog once, whatever else fails with it.
  const closed = useRef(false);
  const closeOnFailure = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    onCloseRef.current();
  }, []);

  const { containerRef, state, retry } = useSchedulerBooking({
    bookingData: bookingData.data,
    onScriptError: () => {
      notify(HIRING_TEXTS.schedulerScriptFailed, 'error');
      closeOnFailure();
    },
    onBooked,
  });

  useEffect(() => {
    if (bookingData.isError) closeOnFailure();
  }, [bookingData.isError, closeOnFailure]);

  if (state.status === 'confirmed') {
    return (
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogContent>
          <BookingConfirmed booking={state.booking} body={confirmedBody} titleId={titleId} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {bookingData.data ? (
          <SchedulerBody bookingData={bookingData.data} state={state} containerRef={containerRef} onRetry={retry} />
        ) : (
          <LoadingState label="Loading the scheduler" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
