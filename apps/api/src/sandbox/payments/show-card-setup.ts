import type { SandboxLinks } from '../links/sandbox-links';
import { cardSetupPage } from './card-setup-page';
import type { SandboxProvider } from './sandbox-payment-provider';

/**
 * The hosted card setup page, for the link billing handed out (its token); null for an unknown
 * setup and for a link without a valid token alike, so neither tells the other.
 */
export async function showCardSetup(
  deps: { sandbox: Pick<SandboxProvider, 'findCardSetup'>; links: SandboxLinks },
  input: { setupId: string; token: string | undefined },
): Promise<string | null> {
  if (!input.token || !deps.links.verify('card_setup', input.setupId, input.token)) return null;
  const setup = await deps.sandbox.findCardSetup(input.setupId);
  if (!setup) return null;
  return cardSetupPage({
    setupId: setup.id,
    token: input.token,
    open: setup.status === 'pending' && setup.expiresAt.getTime() > Date.now(),
  });
}
