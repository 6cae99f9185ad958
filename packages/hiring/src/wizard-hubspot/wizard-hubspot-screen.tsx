import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isSandbox, useGetCurrentUserQuery, useSession } from '@portal/auth';
import { HIRING_TEXTS, type Booking } from '@portal/api-schema';
import { ErrorState, LoadingState, notify } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BookingConfirmed, SchedulerBody } from '../booking/scheduler-pieces';
import { useSchedulerBooking } from '../booking/use-scheduler-booking';
import { useGetOnboardingBookingQuery } from '../hiring-api';

export const ONBOARDING_INTRO = 'Book a call with a specialist who matches your request';
export const ONBOARDING_BOOKED_BODY = 'Your onboarding call is scheduled. We have sent you a calendar invitation by e-mail.';
export const ACTIVATED_TEXT = 'Your account is active: your dashboard is ready.';
export const ACTIVATION_PENDING_TEXT = 'Our team will activate your account after the call.';

/**
 * WizardHubspot: after the Wizard, a new customer books the onboarding call in a specialist's
 * scheduler. The booking may activate the account at once (then the user is read again), or the
 * team activates it after the call.
 */
export function WizardHubspotScreen() {
  const { user } = useSession();
  const [booking, setBooking] = useState<Booking | null>(null);
  if (!user) return <LoadingState />;
  if (!booking) {
    if (isSandbox(user) && !user.company) return <Navigate to="/wizard" replace />;
    if (!isSandbox(user)) return <Navigate to="/dashboard" replace />;
  }
  return (
    <Box component="main" sx={{ px: 2, py: { xs: 3, sm: 6 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h1" gutterBottom>
        Book your onboarding call
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {ONBOARDING_INTRO}. We will go through your request together and get your account ready.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {booking ? <OnboardingBooked booking={booking} /> : <OnboardingScheduler onBooked={setBooking} />}
      </Paper>
    </Box>
  );
}

function OnboardingScheduler({ onBooked }: { onBooked: (booking: Booking) => void }) {
  // A new attempt after the script failed to load mounts the scheduler again.
  const [attempt, setAttempt] = useState(0);
  const [scriptFailed, setScriptFailed] = useState(false);
  const bookingData = useGetOnboardingBookingQuery(undefined, { refetchOnMountOrArgChange: true });

  if (bookingData.isError) {
    return <ErrorState title="The scheduler could not be loaded." onRetry={() => void bookingData.refetch()} />;
  }
  if (!bookingData.data) return <LoadingState label="Loading the scheduler" />;
  if (scriptFailed) {
    return (
      <ErrorState
        title={HIRING_TEXTS.schedulerScriptFailed}
        description="Check your connection or any blocker of third-party scripts, then try again."
        onRetry={() => {
          setScriptFailed(false);
          setAttempt((value) => value + 1);
        }}
      />
    );
  }
  return (
    <InlineScheduler
      key={attempt}
      bookingData={bookingData.data}
      onScriptError={() => {
        notify(HIRING_TEXTS.schedulerScriptFailed, 'error');
        setScriptFailed(true);
      }}
      onBooked={onBooked}
    />
  );
}

function InlineScheduler({
  bookingData,
  onScriptError,
  onBooked,
}: {
  bookingData: NonNullable<ReturnType<typeof useGetOnboardingBookingQuery>['data']>;
  onScriptError: () => void;
  onBooked: (booking: Booking) => void;
}) {
  const { containerRef, state, retry } = useSchedulerBooking({ bookingData, onScriptError, onBooked });
  return <SchedulerBody bookingData={bookingData} state={state} containerRef={containerRef} onRetry={retry} />;
}

function OnboardingBooked({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  const { refetch: readUserAgain } = useGetCurrentUserQuery();
  const [userRead, setUserRead] = useState(false);
  const readOnce = useRef(readUserAgain);

  // Activated: the user is now a ClientUser with roles; read it again before the dashboard.
  useEffect(() => {
    if (!booking.activated) return;
    let active = true;
    void readOnce.current().finally(() => {
      if (active) setUserRead(true);
    });
    return () => {
      active = false;
    };
  }, [booking.activated]);

  return (
    <>
      <BookingConfirmed booking={booking} body={ONBOARDING_BOOKED_BODY} />
      {booking.activated ? (
        <Box sx={{ mt: 3 }}>
          <Typography gutterBottom>{ACTIVATED_TEXT}</Typography>
          <Button variant="contained" loading={!userRead} onClick={() => void navigate('/dashboard')}>
            Go to your dashboard
          </Button>
        </Box>
      ) : (
        <Typography sx={{ mt: 3 }}>{ACTIVATION_PENDING_TEXT}</Typography>
      )}
    </>
  );
}
