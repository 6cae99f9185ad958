import { and, isNull, lt, sql } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES, type TwoFactorSetup } from '@portal/api-schema';
import type { CallerUser } from '../../platform/access/caller';
import { HttpError } from '../../platform/http/errors';
import type { AuthDeps } from './auth-deps';
import { twoFactorSecrets } from './tables';
import { generateTotpSecret, otpauthUri } from './totp';
import { decryptSecret, encryptSecret } from './two-factor-crypto';
import { findTwoFactorSecret } from './two-factor-queries';

/** A key waiting for its first code is shown again for this long (a reload, a second tab), then replaced. */
const PENDING_KEY_MINUTES = 10;

/**
 * Starts turning two-factor sign-in on: a new TOTP key for the authenticator app, as the base32
 * secret, the otpauth:// URI and its QR code. Nothing is on until a code of the key is confirmed.
 */
export async function startTwoFactorSetup(
  deps: Pick<AuthDeps, 'db' | 'twoFactorKeys'>,
  input: { user: CallerUser },
): Promise<TwoFactorSetup> {
  const { db, twoFactorKeys } = deps;
  const { user } = input;
  const existing = await findTwoFactorSecret(db, user.id);
  if (existing?.confirmedAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);

  // One statement: of concurrent starts one writes the key and all answer it.
  await db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, secretEncrypted: encryptSecret(twoFactorKeys, user.id, generateTotpSecret()) })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: {
        secretEncrypted: sql`excluded.secret_encrypted`,
        createdAt: sql`now()`,
        lastUsedStep: null,
        version: sql`${twoFactorSecrets.version} + 1`,
      },
      setWhere: and(
        isNull(twoFactorSecrets.confirmedAt),
        lt(twoFactorSecrets.createdAt, sql`now() - make_interval(mins => ${PENDING_KEY_MINUTES})`),
      ),
    });
  const pending = await findTwoFactorSecret(db, user.id);
  if (!pending || pending.confirmedAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);

  const secret = decryptSecret(twoFactorKeys, user.id, pending.secretEncrypted);
  const uri = otpauthUri(secret, user.email);
  // The QR code library loads with the first set-up, not with every start of the API.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauth_uri: uri,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
  };
}
