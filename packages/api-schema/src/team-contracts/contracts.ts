// The request and response shapes of the contracts list and a contract's page: the API validates with
// them (and documents them in OpenAPI), the portal types its endpoints with them. Every string is `text()`.
import { z } from 'zod';
import { moneySchema, vendorSchema } from '../billing';
import { INVOICE_STATUSES } from '../billing/constants';
import {
  CHANGE_REQUEST_KINDS,
  CONTRACT_EVENT_KINDS,
  CONTRACT_SEARCH_MAX_LENGTH,
  CONTRACT_SORT_KEYS,
  CONTRACT_STATUSES,
  CONTRACT_WORKING_STATUSES,
  type ContractStatus,
  DEFAULT_CONTRACT_SORT,
  ENDING_SOON_DAYS,
} from './contract-constants';
import { pageLimitSchema } from '../envelope';
import { ENGAGEMENTS } from '../hiring/constants';
import { text } from '../text';
import { idSchema } from '../user';

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });

// --- The contracts list and a contract's page -------------------------------------------------

/** `day` (an ISO date) plus `days`, as an ISO date: calendar arithmetic in UTC, as contract dates are. */
function dayPlus(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A contract someone works under (active or under notice) whose last day is today or within the
 * next ENDING_SOON_DAYS days: the list and the page highlight its end.
 */
export function isEndingSoon(contract: { status: ContractStatus; ends_on: string | null }, today: string): boolean {
  if (contract.ends_on === null) return false;
  if (!(CONTRACT_WORKING_STATUSES as readonly ContractStatus[]).includes(contract.status)) return false;
  return contract.ends_on >= today && contract.ends_on <= dayPlus(today, ENDING_SOON_DAYS);
}

/** The developer a contract is for, as the contract pages show them. */
const contractTalentSchema = z.object({
  id: idSchema,
  name: text(),
  photo: text().nullable(),
  title: text(),
});

/** The version of the Standard Service Contract Terms a contract is (or was signed) under. */
const contractTermsVersionSchema = z.object({
  id: idSchema,
  version: text(),
  published_on: isoDate,
});

/** A contract in the list. */
const contractSummarySchema = z.object({
  id: idSchema,
  /** The human contract number, e.g. 'CTR-2026-0007'. */
  number: text(),
  status: z.enum(CONTRACT_STATUSES),
  /** Null for older contracts that name no developer. */
  talent: contractTalentSchema.nullable(),
  vendor: vendorSchema,
  role_title: text(),
  engagement: z.enum(ENGAGEMENTS),
  hours_per_week: z.number().int().positive(),
  /** The hourly rate. */
  rate: moneySchema,
  starts_on: isoDate.nullable(),
  /** Null: open-ended. */
  ends_on: isoDate.nullable(),
  /** Active or under notice, and its last day is within ENDING_SOON_DAYS. */
  ending_soon: z.boolean(),
  terms_version: contractTermsVersionSchema.nullable(),
  /** The kind of the company's request waiting for the vendor's answer, if any. */
  pending_request_kind: z.enum(CHANGE_REQUEST_KINDS).nullable(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

/** GET /api/client-cabinet/contracts: filters, sort and one keyset page. */
export const contractListQuerySchema = z.object({
  /** One or several statuses (`status=active&status=notice_given`). */
  status: z
    .union([z.enum(CONTRACT_STATUSES), z.array(z.enum(CONTRACT_STATUSES)).max(CONTRACT_STATUSES.length)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? [...new Set(value)] : [value])),
  vendor: idSchema.optional(),
  /** Words of the number, the talent's name or the role, case-insensitive. */
  q: text().trim().max(CONTRACT_SEARCH_MAX_LENGTH).optional(),
  sort: z.enum(CONTRACT_SORT_KEYS).default(DEFAULT_CONTRACT_SORT),
  limit: pageLimitSchema,
  cursor: text().max(300).optional(),
});
export type ContractListQuery = z.input<typeof contractListQuerySchema>;

export const contractPageSchema = z.object({
  items: z.array(contractSummarySchema),
  next_cursor: text().nullable(),
  /** How many contracts the filters match. */
  total: z.number().int().nonnegative(),
});
export type ContractPage = z.infer<typeof contractPageSchema>;

export const contractIdParamsSchema = z.object({ id: idSchema });

/** An invoice the vendor billed under the contract. */
const contractInvoiceSchema = z.object({
  id: idSchema,
  number: text(),
  status: z.enum(INVOICE_STATUSES),
  total: moneySchema,
  issued_on: isoDate,
  due_on: isoDate,
  /** The time it bills, in minutes; null when it bills no time. */
  billed_minutes: z.number().int().nonnegative().nullable(),
});

/** One entry of a contract's history. */
const contractEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_EVENT_KINDS),
  /** The kind as the page names it ('Signed', 'Notice given'). */
  label: text(),
  /** Who did it: a user's name, "Northwind Dev Studio (vendor)" or "System". */
  actor_label: text(),
  occurred_at: isoDateTime,
  /** Plain facts of the event, e.g. the new end date asked for. */
  details: z.record(text(), z.union([text({ multiline: true }), z.number(), z.boolean(), z.null()])),
});
export type ContractEvent = z.infer<typeof contractEventSchema>;

/** The evidence of a signature: who signed, when, from where, under which terms and what. */
const contractSignatureSchema = z.object({
  signer_name: text(),
  signer_email: text(),
  signed_at: isoDateTime,
  client_ip: text(),
  user_agent: text(),
  terms_version: contractTermsVersionSchema,
  /** SHA-256 (hex) of the contract document as the signer saw it. */
  document_sha256: text(),
  /** SHA-256 (hex) of the signed PDF with its signature certificate page. */
  signed_pdf_sha256: text(),
});
export type ContractSignature = z.infer<typeof contractSignatureSchema>;

/** One contract with every term: GET /api/client-cabinet/contracts/{id}. */
export const contractDetailSchema = contractSummarySchema.extend({
  /** The scope of work, plain text. */
  description: text({ multiline: true }),
  notice_period_days: z.number().int().nonnegative(),
  created_at: isoDateTime,
  /** Changes with every change of status: accepting sends the version the page showed. */
  version: z.number().int().nonnegative(),
  invoices: z.array(contractInvoiceSchema),
  /** Oldest first. */
  history: z.array(contractEventSchema),
  /** Null until signed. */
  signature: contractSignatureSchema.nullable(),
  /** The talent works for the company now (under this contract or another): a member of My team. */
  talent_on_team: z.boolean(),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;
