import type { WizardDraft } from '@portal/api-schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaveWizardDraftMutation } from '../hiring-api';
import type { SavedWizard, WizardAnswers } from './wizard-state';
import { useBrowserCopy } from './wizard-storage';

/** How long typing pauses before the draft goes to the server. */
const DRAFT_SAVE_DELAY_MS = 800;

export const DRAFT_TEXTS = {
  saving: 'Saving draft…',
  saved: 'Draft saved',
  /** The server could not keep it; this browser still has it. */
  local: 'Draft saved on this device only',
} as const;

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'local';

function savedAtOf(saved: unknown): number | null {
  if (typeof saved !== 'object' || saved === null || !('saved_at' in saved)) return null;
  const time = typeof saved.saved_at === 'string' ? Date.parse(saved.saved_at) : Number.NaN;
  return Number.isNaN(time) ? null : time;
}

/**
 * The draft to continue: the server's (kept by any browser of the user) or this browser's own copy,
 * whichever was saved last. A copy without its time (kept before drafts had one) loses to the server's.
 */
export function newerDraft(local: unknown, server: WizardDraft | null | undefined): unknown {
  if (!server) return local;
  const localTime = savedAtOf(local);
  if (localTime === null) return server;
  return Date.parse(server.saved_at) > localTime ? server : local;
}

/**
 * Keeps the wizard's step and answers: in this browser at once, on the server once typing pauses
 * (and at once when the wizard closes). `stop` ends it for good (the answers were submitted).
 */
export function useDraftSaving(userId: string, step: number, answers: WizardAnswers) {
  const [saveDraft] = useSaveWizardDraftMutation();
  const browserCopy = useBrowserCopy(userId);
  const [status, setStatus] = useState<DraftStatus>('idle');
  const pending = useRef<SavedWizard | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);
  const first = useRef(true);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const draft = pending.current;
    pending.current = null;
    if (!draft || stopped.current) return;
    void saveDraft(draft).then((answer) => {
      // A newer change is on its way: its own answer will tell.
      if (stopped.current || pending.current) return;
      setStatus('error' in answer ? 'local' : 'saved');
    });
  }, [saveDraft]);

  useEffect(() => {
    // What the wizard opened with is saved already, wherever it came from.
    if (first.current) {
      first.current = false;
      return;
    }
    if (stopped.current) return;
    const draft: SavedWizard = { step, answers, saved_at: new Date().toISOString() };
    browserCopy.save(draft);
    pending.current = draft;
    setStatus('saving');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  }, [browserCopy, step, answers, flush]);

  // Leaving the page before the pause: the last change still reaches the server.
  useEffect(() => flush, [flush]);

  const stop = useCallback(() => {
    stopped.current = true;
    if (timer.current) clearTimeout(timer.current);
    pending.current = null;
  }, []);

  return { status, stop };
}
