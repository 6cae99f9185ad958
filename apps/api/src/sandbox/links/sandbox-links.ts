import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { sandboxSecrets } from './tables';

/** What a signed link opens: a card checkout (by payment reference), a card setup (by setup id) or a call's page (by meeting id). */
export type SandboxLinkKind = 'checkout' | 'card_setup' | 'call';

/** The query parameter that carries a sandbox page's token. */
export const SANDBOX_LINK_TOKEN_PARAM = 'token';

/**
 * The sandbox's pages are opened by links the API hands out, as a provider's are (Stripe's checkout
 * session URLs, HubSpot's meeting links): the link carries a token, an HMAC of what it opens and
 * until when, so that knowing a reference or a meeting id is not enough to see or change it.
 */
export interface SandboxLinks {
  /** A token for the thing, valid for `ttlMs` from `now`. */
  sign(kind: SandboxLinkKind, id: string, ttlMs: number, now?: number): string;
  /** Whether the token was signed for this very thing and has not expired. */
  verify(kind: SandboxLinkKind, id: string, token: string | undefined, now?: number): boolean;
}

function mac(secret: string, kind: SandboxLinkKind, id: string, expiresAt: number): Buffer {
  return createHmac('sha256', secret).update(`sandbox-link\n${kind}\n${id}\n${expiresAt}`).digest();
}

/** Tokens are `<expiry, unix seconds>.<base64url HMAC-SHA256>`. */
export function createSandboxLinks(secret: string): SandboxLinks {
  return {
    sign(kind, id, ttlMs, now = Date.now()) {
      const expiresAt = Math.floor((now + ttlMs) / 1000);
      return `${expiresAt}.${mac(secret, kind, id, expiresAt).toString('base64url')}`;
    },
    verify(kind, id, token, now = Date.now()) {
      const match = token ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
      if (!match?.[1] || !match[2]) return false;
      const expiresAt = Number(match[1]);
      if (expiresAt * 1000 <= now) return false;
      // Compared as text: decoding would ignore the last character's spare bits, so that several
      // spellings of one token would pass.
      const given = Buffer.from(match[2]);
      const expected = Buffer.from(mac(secret, kind, id, expiresAt).toString('base64url'));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

const LINK_SECRET_NAME = 'link-key';

/**
 * The configured secret (SANDBOX_LINK_SECRET), or one generated the first time and kept in the
 * database, so that the processes sharing it sign alike and links survive a restart.
 */
export async function sandboxLinkSecret(db: Database, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insert(sandboxSecrets)
    .values({ name: LINK_SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: sandboxSecrets.name });
  const [row] = await db.select({ value: sandboxSecrets.value }).from(sandboxSecrets).where(eq(sandboxSecrets.name, LINK_SECRET_NAME));
  if (!row) throw new Error('The sandbox link secret could not be read');
  return row.value;
}

/** Links whose key comes from the database the first time a request needs it. */
export interface LoadingSandboxLinks extends SandboxLinks {
  /** Reads (or makes) the key unless it is there; a failure leaves it to the next request. */
  load(): Promise<void>;
  /** Whether the key is known (configured, or read from the database). */
  loaded(): boolean;
}

/**
 * The app's links: signed with SANDBOX_LINK_SECRET, or with the database's key, read when the first
 * request comes rather than when the app is built, so that an app whose database is away still
 * starts and says so (health). Until the key is read nothing verifies, and signing throws.
 */
export function sandboxLinksOf(db: Database, configured: string | null): LoadingSandboxLinks {
  let links: SandboxLinks | null = configured ? createSandboxLinks(configured) : null;
  let loading: Promise<void> | null = null;
  return {
    loaded: () => links !== null,
    load() {
      if (links) return Promise.resolve();
      loading ??= sandboxLinkSecret(db, null)
        .then((secret) => {
          links = createSandboxLinks(secret);
        })
        .finally(() => {
          loading = null;
        });
      return loading;
    },
    sign(kind, id, ttlMs, now) {
      if (!links) throw new Error('The sandbox link key has not been read from the database');
      return links.sign(kind, id, ttlMs, now);
    },
    verify(kind, id, token, now) {
      return links ? links.verify(kind, id, token, now) : false;
    },
  };
}

/** A path with the thing's token as its query. */
export function signedPath(links: SandboxLinks, kind: SandboxLinkKind, id: string, path: string, ttlMs: number): string {
  return `${path}?${new URLSearchParams({ [SANDBOX_LINK_TOKEN_PARAM]: links.sign(kind, id, ttlMs) }).toString()}`;
}
