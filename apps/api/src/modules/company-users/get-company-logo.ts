import { eq } from 'drizzle-orm';
import { COMPANY_MESSAGES, type LogoContentType } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError } from '../../platform/http/errors';
import type { CompanyDeps } from './company-deps';
import { logoVersion } from './company-queries';
import { LOGO_FILE_EXTENSIONS } from './logo-image';
import { companyLogos } from './tables';

export interface LogoImage {
  contentType: LogoContentType;
  image: Buffer;
  fileName: string;
  /** The version the details' URL names (`?v=`): an answer to that URL never changes. */
  version: string;
  etag: string;
}

/** The company's logo image, for any signed-in user of the company; 404 (saying so) when there is none. */
export async function getCompanyLogo(deps: Pick<CompanyDeps, 'db'>, input: { actor: CompanyActor }): Promise<LogoImage> {
  const [logo] = await deps.db
    .select({ contentType: companyLogos.contentType, image: companyLogos.image, sha256: companyLogos.sha256 })
    .from(companyLogos)
    .where(eq(companyLogos.companyId, input.actor.companyId));
  if (!logo) throw new HttpError(404, COMPANY_MESSAGES.noLogo);
  return {
    contentType: logo.contentType,
    image: logo.image,
    fileName: `logo.${LOGO_FILE_EXTENSIONS[logo.contentType]}`,
    version: logoVersion(logo.sha256),
    etag: `"${logo.sha256}"`,
  };
}
