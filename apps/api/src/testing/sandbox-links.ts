import type { Database } from '../platform/database/database';
import { createSandboxLinks, sandboxLinkSecret, type SandboxLinkKind } from '../sandbox/links/sandbox-links';

/** The `?token=` query of a sandbox page's link, signed as the app on this database signs it (no SANDBOX_LINK_SECRET). */
export async function sandboxLinkQuery(db: Database, kind: SandboxLinkKind, id: string, ttlMs = 60_000): Promise<string> {
  const links = createSandboxLinks(await sandboxLinkSecret(db, null));
  return `?${new URLSearchParams({ token: links.sign(kind, id, ttlMs) }).toString()}`;
}
