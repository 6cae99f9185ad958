import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { COMPANY_LIMITS, COMPANY_MESSAGES, type CompanyDetails } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError } from '../../platform/http/errors';
import { changeCompanyDetails } from './company-changes';
import type { CompanyDeps } from './company-deps';
import { sniffImageType } from './logo-image';
import { companyLogos } from './tables';

/** A refusal of the upload, with the message also on the `logo` field for the form. */
function refused(status: number, message: string): HttpError {
  return new HttpError(status, message, [{ property: 'logo', message }]);
}

/** The logo's image as uploaded: a PNG, JPEG or WebP of at most 1 MB, recognised by its first bytes. */
export function checkedLogo(body: unknown) {
  // Only image and octet-stream bodies arrive as bytes; anything else (JSON, a form, text) is not a file.
  if (!Buffer.isBuffer(body)) throw refused(415, COMPANY_MESSAGES.logoUnknownType);
  if (body.length === 0) throw refused(422, COMPANY_MESSAGES.logoEmpty);
  if (body.length > COMPANY_LIMITS.logoMaxBytes) throw refused(413, COMPANY_MESSAGES.logoTooLarge);
  const type = sniffImageType(body);
  if (type === 'svg') throw refused(415, COMPANY_MESSAGES.logoSvg);
  if (type === null) throw refused(415, COMPANY_MESSAGES.logoUnknownType);
  return { image: body, contentType: type, sha256: createHash('sha256').update(body).digest('hex') };
}

/**
 * Uploads or replaces the company's logo. The company's row is locked meanwhile: the same image
 * uploaded again (or many times at once) changes nothing and is audited once.
 */
export async function uploadCompanyLogo(
  deps: Pick<CompanyDeps, 'db'>,
  input: { actor: CompanyActor; body: unknown },
): Promise<CompanyDetails> {
  const { actor } = input;
  const { companyId } = actor;
  const logo = checkedLogo(input.body);
  return changeCompanyDetails(deps.db, actor, async (tx) => {
    const [current] = await tx.select({ sha256: companyLogos.sha256 }).from(companyLogos).where(eq(companyLogos.companyId, companyId));
    if (current?.sha256 === logo.sha256) return null;
    const row = {
      contentType: logo.contentType,
      image: logo.image,
      sizeBytes: logo.image.length,
      sha256: logo.sha256,
      updatedAt: sql`now()`,
      updatedBy: actor.userId,
    };
    await tx
      .insert(companyLogos)
      .values({ companyId, ...row })
      .onConflictDoUpdate({ target: companyLogos.companyId, set: row });
    return {
      action: 'company.logo_changed',
      metadata: { change: current ? 'replaced' : 'uploaded', content_type: logo.contentType, size_bytes: logo.image.length },
    };
  });
}
