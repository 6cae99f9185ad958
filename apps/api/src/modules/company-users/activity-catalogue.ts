import { type ActivityCategory, AUDIT_ACTION_CATALOGUE, type AuditActionName, isAuditActionName } from '@portal/api-schema';
import type { AuditAction } from '../../platform/audit/audit-log';

/**
 * Compiles only while the actions the modules declare (AuditActions, by declaration merging) and
 * the catalogue of @portal/api-schema are the same set; otherwise the error names the action that
 * one side lacks, so a new action cannot reach the log without its label and category. Nothing reads
 * the constant below, hence the underscore that lint accepts for an unused name.
 */
type SameActions<Declared extends string, Catalogued extends string> = [
  Exclude<Declared, Catalogued>,
  Exclude<Catalogued, Declared>,
] extends [never, never]
  ? true
  : { declaredButNotCatalogued: Exclude<Declared, Catalogued>; cataloguedButNotDeclared: Exclude<Catalogued, Declared> };

const _EVERY_AUDIT_ACTION_IS_CATALOGUED: SameActions<AuditAction, AuditActionName> = true;

/** How an action of the log reads: the catalogue's label and category, or the raw name of one it no longer lists. */
export function actionInfo(action: string): { label: string; category: ActivityCategory | null } {
  if (isAuditActionName(action)) return AUDIT_ACTION_CATALOGUE[action];
  return { label: action, category: null };
}
