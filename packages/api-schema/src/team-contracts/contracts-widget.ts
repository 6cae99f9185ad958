// The dashboard's contracts card: what waits for the company's signature and what ends soon.
import { z } from 'zod';
import { vendorSchema } from '../billing';
import { CHANGE_REQUEST_KINDS, CONTRACTS_WIDGET_LIMIT, ENDING_SOON_DAYS } from './contract-constants';
import { text } from '../text';
import { idSchema } from '../user';

const isoDate = z.iso.date();

/** The developer a contract is for, by name; null for older contracts that name none. */
const widgetTalentSchema = z.object({ id: idSchema, name: text() }).nullable();

/** A contract the vendor has sent and the company has not signed yet. */
const widgetAwaitingContractSchema = z.object({
  id: idSchema,
  number: text(),
  vendor: vendorSchema,
  talent: widgetTalentSchema,
  role_title: text(),
  starts_on: isoDate.nullable(),
});
export type WidgetAwaitingContract = z.infer<typeof widgetAwaitingContractSchema>;

/** A contract someone works under whose last day is within ENDING_SOON_DAYS. */
const widgetEndingContractSchema = z.object({
  id: idSchema,
  number: text(),
  vendor: vendorSchema,
  talent: widgetTalentSchema,
  role_title: text(),
  ends_on: isoDate,
  /** Calendar days from today (UTC) to the last day: 0 on the last day itself. */
  days_left: z.number().int().min(0).max(ENDING_SOON_DAYS),
  notice_given: z.boolean(),
  /** The company's request waiting for the vendor's answer, if any. */
  pending_request_kind: z.enum(CHANGE_REQUEST_KINDS).nullable(),
});
export type WidgetEndingContract = z.infer<typeof widgetEndingContractSchema>;

/** GET /api/client-cabinet/widget/contracts: at most CONTRACTS_WIDGET_LIMIT of each, soonest first, and the totals. */
export const contractsWidgetSchema = z.object({
  awaiting_signature: z.array(widgetAwaitingContractSchema).max(CONTRACTS_WIDGET_LIMIT),
  ending_soon: z.array(widgetEndingContractSchema).max(CONTRACTS_WIDGET_LIMIT),
  counts: z.object({
    awaiting_signature: z.number().int().nonnegative(),
    ending_soon: z.number().int().nonnegative(),
  }),
});
export type ContractsWidget = z.infer<typeof contractsWidgetSchema>;
