import { fieldErrors, isApiError, isNotFound, sendRequest, tokenStorage } from '@portal/api-client/light';
import type { InvitationPreview, Session } from '@portal/api-schema';
import {
  API_PATHS,
  describeRoles,
  INVITATION_MESSAGES,
  INVITATION_NAME_MAX_LENGTH,
  INVITATION_TOKEN_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@portal/api-schema/constants';
import { NewPasswordFields, pageNavigation } from '@portal/auth/light';
import {
  Alert,
  applyServerErrors,
  Button,
  ButtonLink,
  Field,
  fullName,
  LoadingIndicator,
  PublicPage,
  PublicPageForm,
  TextLink,
} from '@portal/ui/light';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';

// A visitor may open this page first, from the e-mail: it stays in the light first download (no
// MUI, store or zod), and sendRequest fetches the HTTP client when it looks the link up.

const ACCEPT_FIELDS = ['first_name', 'last_name', 'password', 'password_confirmation'] as const;

interface AcceptForm {
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
}

type Lookup =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; invitation: InvitationPreview };

function checkName(required: string) {
  return (value: string): true | string => {
    if (value.trim() === '') return required;
    return value.trim().length <= INVITATION_NAME_MAX_LENGTH || INVITATION_MESSAGES.nameTooLong;
  };
}

export function inviterText(invitation: InvitationPreview): string {
  return invitation.inviter ? fullName(invitation.inviter) : `Your colleagues at ${invitation.company.name}`;
}

/** The public page of an invitation link: the invitee chooses a password and lands signed in. */
export function AcceptInvitationScreen() {
  const { token = '' } = useParams();
  const [lookup, setLookup] = useState<Lookup>({ kind: 'loading' });

  const load = useCallback(async () => {
    if (token === '' || token.length > INVITATION_TOKEN_MAX_LENGTH) {
      setLookup({ kind: 'invalid', message: INVITATION_MESSAGES.linkInvalid });
      return;
    }
    setLookup({ kind: 'loading' });
    try {
      const invitation = await sendRequest<InvitationPreview>({ url: API_PATHS.invitationLookup, params: { token }, silent: true });
      setLookup({ kind: 'ready', invitation });
    } catch (error) {
      if (isNotFound(error)) {
        setLookup({ kind: 'invalid', message: error.data.message ?? INVITATION_MESSAGES.linkInvalid });
      } else {
        // Too many attempts from here says when to try again; anything else is likely a passing failure.
        const waitMessage = isApiError(error) && error.status === 429 ? error.data.message : undefined;
        setLookup({ kind: 'failed', message: waitMessage ?? 'Something went wrong. Check your connection and try again.' });
      }
    }
  }, [token]);

  useEffect(() => {
    void load();
  }, [load]);

  switch (lookup.kind) {
    case 'loading':
      return <LoadingIndicator />;
    case 'invalid':
      return <InvalidLink message={lookup.message} />;
    case 'failed':
      return (
        <PublicPage headingId="invitation-heading" title="The invitation could not be loaded">
          <Alert severity="error">{lookup.message}</Alert>
          <div>
            <Button onClick={() => void load()}>Try again</Button>
          </div>
        </PublicPage>
      );
    case 'ready':
      return (
        <AcceptInvitationForm
          token={token}
          invitation={lookup.invitation}
          onInvalid={(message) => setLookup({ kind: 'invalid', message })}
        />
      );
  }
}

function InvalidLink({ message }: { message: string }) {
  return (
    <PublicPage headingId="invitation-heading" title="This invitation link no longer works">
      <Alert severity="warning">{message}</Alert>
      <div className="portal-row">
        <ButtonLink to="/login">Go to log in</ButtonLink>
      </div>
    </PublicPage>
  );
}

interface AcceptInvitationFormProps {
  token: string;
  invitation: InvitationPreview;
  onInvalid(message: string): void;
}

function AcceptInvitationForm({ token, invitation, onInvalid }: AcceptInvitationFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const signedInElsewhere = tokenStorage.get() !== null;
  const company = invitation.company.name;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptForm>({
    defaultValues: { first_name: invitation.first_name, last_name: invitation.last_name, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    // The session of another account in this browser must not ride along: this one replaces it.
    tokenStorage.clear();
    try {
      const session = await sendRequest<Session>({
        url: API_PATHS.invitationAccept,
        method: 'POST',
        data: { token, ...values, first_name: values.first_name.trim(), last_name: values.last_name.trim() },
        silent: true,
      });
      tokenStorage.set(session.token);
      setLeaving(true);
      // A full page load: start-up then loads the new user and the whole app, as after a login.
      pageNavigation.assign('/dashboard');
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        onInvalid(error.data.message ?? INVITATION_MESSAGES.linkInvalid);
        return;
      }
      const tokenError = fieldErrors(error).token;
      if (tokenError) onInvalid(tokenError);
      else setFormError(applyServerErrors(error, setError, ACCEPT_FIELDS));
    }
  });

  return (
    <PublicPageForm
      onSubmit={onSubmit}
      headingId="invitation-heading"
      title={`Join ${company}`}
      lead={`${inviterText(invitation)} invited you to join ${company} on the client portal. Choose your password to accept.`}
      submitLabel="Accept invitation"
      submitting={isSubmitting || leaving}
      after={
        <p className="portal-center portal-secondary portal-small">
          Already have an account? <TextLink to="/login">Log in</TextLink>
        </p>
      }
    >
      <p className="portal-secondary">
        You will sign in as <strong>{invitation.email}</strong>, with this access: {describeRoles(invitation.roles)}.
      </p>
      {signedInElsewhere && (
        <Alert severity="warning" role="status">
          Another account is signed in in this browser. Accepting signs you in as {invitation.email} instead.
        </Alert>
      )}
      {formError && <Alert severity="error">{formError}</Alert>}
      <Field
        {...register('first_name', { validate: checkName(INVITATION_MESSAGES.firstNameRequired) })}
        id="field-first_name"
        label="First name"
        autoComplete="given-name"
        required
        maxLength={INVITATION_NAME_MAX_LENGTH}
        error={errors.first_name?.message}
      />
      <Field
        {...register('last_name', { validate: checkName(INVITATION_MESSAGES.lastNameRequired) })}
        id="field-last_name"
        label="Last name"
        autoComplete="family-name"
        required
        maxLength={INVITATION_NAME_MAX_LENGTH}
        error={errors.last_name?.message}
      />
      <NewPasswordFields
        register={register}
        errors={errors}
        label="Password"
        repeatLabel="Repeat the password"
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few unrelated words is easy to remember and hard to guess.`}
      />
    </PublicPageForm>
  );
}
