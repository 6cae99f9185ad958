import type { InvitationInput, InvitationRequest } from '@portal/api-schema';
import { applyServerErrors } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { INVITE_FIELDS, inviteFieldOf } from './invite-fields';
import { inviteResolver } from './invite-resolver';

/**
 * An invite form: its values checked as the API checks them, and a saver around sending them that
 * puts the server's errors on their fields (the rest above the form) and says whether it was sent.
 */
export function useInviteForm(defaultValues: InvitationRequest) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InvitationRequest, unknown, InvitationInput>({ defaultValues, resolver: inviteResolver });
  const { setError } = form;

  const saver =
    (send: (values: InvitationInput) => Promise<void>) =>
    async (values: InvitationInput): Promise<boolean> => {
      setFormError(null);
      try {
        await send(values);
        return true;
      } catch (error) {
        setFormError(applyServerErrors(error, setError, INVITE_FIELDS, inviteFieldOf));
        return false;
      }
    };

  return { form, formError, saver };
}
