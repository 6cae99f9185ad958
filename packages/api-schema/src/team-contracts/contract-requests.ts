// End and extension requests of a contract: the company asks the vendor for a new end date or to
// end it; the vendor decides. The API validates with these schemas and the portal's forms use them.
import { z } from 'zod';
import { CHANGE_REQUEST_KINDS, CHANGE_REQUEST_STATUSES } from './contract-constants';
import { CHANGE_REQUEST_LIMITS, changeRequestDateProblem, type ChangeRequestContract } from './contract-requests-constants';
import { page, pageLimitSchema } from '../envelope';
import { text } from '../text';
import { idSchema } from '../user';

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });

/** A request as the contract shows it. */
export const changeRequestSchema = z.object({
  id: idSchema,
  contract_id: idSchema,
  kind: z.enum(CHANGE_REQUEST_KINDS),
  /** The new end date for an extension, the last working day for an end. */
  requested_end_on: isoDate,
  reason: text({ multiline: true }).nullable(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  /** An end sooner than the contract's notice period allows: the vendor may decline it or charge for the notice. */
  notice_short: z.boolean(),
  /** Who asked; null once their account is gone. */
  requested_by: z.object({ id: idSchema, name: text() }).nullable(),
  created_at: isoDateTime,
  /** When the vendor decided, or the request was withdrawn. */
  decided_at: isoDateTime.nullable(),
  /** The request still waits for the vendor, so the company may withdraw it. */
  can_withdraw: z.boolean(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const changeRequestPageSchema = page(changeRequestSchema);
export type ChangeRequestPage = z.infer<typeof changeRequestPageSchema>;

/** GET /api/client-cabinet/contracts/{id}/change-requests: newest first, one keyset page at a time. */
export const changeRequestListQuerySchema = z.object({
  limit: pageLimitSchema,
  cursor: text().max(300).optional(),
});

/** The contract a request is about. */
export const changeRequestContractParamsSchema = z.object({ id: idSchema });
/** One request of a contract. */
export const changeRequestParamsSchema = z.object({ id: idSchema, requestId: idSchema });

/** POST /api/client-cabinet/contracts/{id}/change-requests. */
export const changeRequestInputSchema = z.object({
  kind: z.enum(CHANGE_REQUEST_KINDS, 'Choose an extension or an end'),
  requested_end_on: z.iso.date('Choose a date'),
  reason: text({ multiline: true })
    .trim()
    .max(CHANGE_REQUEST_LIMITS.reasonMaxLength, `Keep the reason under ${CHANGE_REQUEST_LIMITS.reasonMaxLength} characters`)
    .optional(),
});
export type ChangeRequestInput = z.infer<typeof changeRequestInputSchema>;
export type ChangeRequestFormValues = z.input<typeof changeRequestInputSchema>;

/**
 * The request form's schema for one contract: the input's own checks plus the date rules the API
 * applies (`changeRequestDateProblem`), placed on `requested_end_on`.
 */
export function changeRequestFormSchema(contract: ChangeRequestContract, today: string, formatDay: (iso: string) => string) {
  return changeRequestInputSchema.superRefine((input, context) => {
    const problem = changeRequestDateProblem(input.kind, contract, input.requested_end_on, today, formatDay);
    if (problem) context.addIssue({ code: 'custom', path: ['requested_end_on'], message: problem });
  });
}
