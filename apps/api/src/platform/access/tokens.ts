import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session and reset tokens. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as this digest, so a leaked table grants nothing. The one-shot digest:
 * every signed-in request computes it, and it costs less than half of a Hash object's.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

const BEARER_PATTERN = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i;

/** The token of an `Authorization: Bearer <token>` header, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  return BEARER_PATTERN.exec(header)?.[1] ?? null;
}
