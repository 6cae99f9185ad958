import { sql } from 'drizzle-orm';
import type { CompanyDetails } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { AuditAction } from '../../platform/audit/audit-log';
import { recordChange } from '../../platform/audit/audited-change';
import type { Database } from '../../platform/database/database';
import { changedFields, loadCompanyDetails, lockCompany } from './company-queries';
import { companyProfiles } from './tables';

/** What a change of the company's details records: the audit entry's action and metadata. */
interface CompanyChange {
  action: AuditAction;
  metadata: Record<string, unknown>;
}

/**
 * Changes the company's details with its row locked until the transaction ends, so that concurrent
 * changes run one at a time and each reads what the previous one wrote. `change` writes and answers
 * what to audit, or null when it found nothing to change (then nothing is audited or announced).
 * Answers the details as they are afterwards.
 */
export function changeCompanyDetails(
  db: Database,
  actor: CompanyActor,
  change: (tx: Database) => Promise<CompanyChange | null>,
): Promise<CompanyDetails> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const audited = await change(tx);
    if (audited)
      await recordChange(tx, { ...audited, companyId: actor.companyId, subject: { kind: 'company', id: actor.companyId }, by: actor });
    return loadCompanyDetails(tx, actor.companyId);
  });
}

/** The columns of company_profiles that a section of the details writes (who and when are added). */
type ProfileColumns = Omit<typeof companyProfiles.$inferInsert, 'companyId' | 'updatedAt' | 'updatedBy'>;

type Section = 'information' | 'business';

/**
 * Saves a tab of My Company under the company's lock: when a field of `value` differs from the saved
 * section, its company_profiles columns are written with who and when, `alsoWrite` stores what lives
 * elsewhere, and the save is audited naming the section and the changed fields. Of identical
 * concurrent saves one changes the details and is audited; the others find nothing left to change
 * and answer the details as they found them.
 */
export function saveCompanySection<Name extends Section>(
  db: Database,
  actor: CompanyActor,
  section: {
    name: Name;
    /** A field left out (undefined) is neither compared nor written. */
    value: Partial<CompanyDetails[Name]>;
    profile: ProfileColumns;
    alsoWrite?: (tx: Database, change: { before: CompanyDetails; fields: string[] }) => Promise<void>;
  },
): Promise<CompanyDetails> {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const before = await loadCompanyDetails(tx, companyId);
    const fields = changedFields(before[section.name], section.value);
    if (fields.length === 0) return before;

    const profile = { ...section.profile, updatedAt: sql`now()`, updatedBy: actor.userId };
    await tx
      .insert(companyProfiles)
      .values({ companyId, ...profile })
      .onConflictDoUpdate({ target: companyProfiles.companyId, set: profile });
    await section.alsoWrite?.(tx, { before, fields });
    await recordChange(tx, {
      action: 'company.updated',
      companyId,
      subject: { kind: 'company', id: companyId },
      by: actor,
      metadata: { section: section.name, fields },
    });
    return loadCompanyDetails(tx, companyId);
  });
}
