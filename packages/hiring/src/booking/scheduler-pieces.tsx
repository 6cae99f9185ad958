import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { HIRING_TEXTS, type Booking, type BookingData } from '@portal/api-schema';
import { formatDateTime, UserAvatar } from '@portal/ui';
import type { ReactNode, RefObject } from 'react';
import { SCHEDULER_CONTAINER_CLASS } from './load-scheduler-script';
import type { SchedulerBookingState } from './use-scheduler-booking';

/** The specialist whose calendar the booking goes into, with their scheduler page. */
function SpecialistSummary({ bookingData }: { bookingData: BookingData }) {
  const { specialist, specialist_url: specialistUrl } = bookingData;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <UserAvatar name={specialist.name} src={specialist.photo} size={48} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{specialist.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {specialist.title}
        </Typography>
        <Link href={specialistUrl} target="_blank" rel="noopener noreferrer" variant="body2">
          Open the scheduler in a new tab
        </Link>
      </Box>
    </Box>
  );
}

/** Where the embed script puts the scheduler's frame; React renders nothing inside it. */
function SchedulerContainer({ hubspotSrc, containerRef }: { hubspotSrc: string; containerRef: RefObject<HTMLDivElement | null> }) {
  return (
    <Box
      ref={containerRef}
      className={SCHEDULER_CONTAINER_CLASS}
      data-src={hubspotSrc}
      data-testid="scheduler-container"
      sx={{ minHeight: 480, '& iframe': { border: 0, width: '100%', minHeight: 480 } }}
    />
  );
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** 'Booking Confirmed', what was booked and when, in the user's time zone. */
export function BookingConfirmed({ booking, body, titleId }: { booking: Booking; body: ReactNode; titleId?: string }) {
  return (
    <Box role="status">
      <Typography id={titleId} variant="h2" gutterBottom>
        {HIRING_TEXTS.bookingConfirmedTitle}
      </Typography>
      <Typography gutterBottom>{body}</Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {formatDateTime(booking.starts_at)} ({browserTimeZone()})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        With {booking.specialist.name}, {booking.specialist.title}
      </Typography>
    </Box>
  );
}

/**
 * The scheduler while the booking is being made: the frame, then a spinner while the booking is
 * reported, or the reason it could not be with a retry.
 */
export function SchedulerBody({
  bookingData,
  state,
  containerRef,
  onRetry,
}: {
  bookingData: BookingData;
  state: SchedulerBookingState;
  containerRef: RefObject<HTMLDivElement | null>;
  onRetry: () => void;
}) {
  return (
    <>
      <SpecialistSummary bookingData={bookingData} />
      {state.status === 'confirming' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} aria-label="Confirming the booking" />
          <Typography>Confirming your booking…</Typography>
        </Box>
      )}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ mb: 2, whiteSpace: 'pre-line' }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          The meeting is booked in the scheduler, but we could not save it. {state.message}
        </Alert>
      )}
      {state.status === 'scheduling' && <SchedulerContainer hubspotSrc={bookingData.hubspotSrc} containerRef={containerRef} />}
    </>
  );
}
