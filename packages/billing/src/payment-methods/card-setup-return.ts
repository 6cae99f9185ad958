import { CARD_SETUP_RETURN_PARAM } from '@portal/api-schema';
import { notify } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { serverErrorText } from '../payment/server-error-text';
import { useAddCardMutation } from './payment-methods-api';
import { cardLabel } from './saved-method-labels';

export const CARD_NOT_SAVED = 'The card could not be saved.';

/** Tells that the card is saved, naming it. */
export function notifyCardSaved(card: Parameters<typeof cardLabel>[0]): void {
  notify(`Card saved: ${cardLabel(card)}.`, 'success');
}

/**
 * A provider's card setup page (the sandbox's) sends the browser back here with the setup's id
 * (`?card_setup=`): the card is saved for the company once, the id taken off the address (a reload
 * or Back saves nothing twice, and the server answers the same card anyway), and "Card saved" or
 * the server's refusal told. Answers the refusal, which the page shows until dismissed.
 */
export function useCardSetupReturn(): { error: string | null; dismiss(): void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const setupId = searchParams.get(CARD_SETUP_RETURN_PARAM);
  const [addCard] = useAddCardMutation();
  const [error, setError] = useState<string | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!setupId || handled.current === setupId) return;
    handled.current = setupId;
    setSearchParams(
      (params) => {
        params.delete(CARD_SETUP_RETURN_PARAM);
        return params;
      },
      { replace: true },
    );
    void addCard({ setupId }).then((answer) => {
      if ('error' in answer) setError(serverErrorText(answer.error) ?? CARD_NOT_SAVED);
      else notifyCardSaved(answer.data);
    });
  }, [setupId, addCard, setSearchParams]);

  return { error, dismiss: () => setError(null) };
}
