import { z } from 'zod';
import { text } from './text';
import { ROLES, USER_TYPES } from './roles';

export const idSchema = z.uuid();

const customerManagerSchema = z.object({
  first_name: text(),
  last_name: text(),
  email: z.email(),
  photo: text().nullable(),
});
export type CustomerManager = z.infer<typeof customerManagerSchema>;

export const companySummarySchema = z.object({
  id: idSchema,
  name: text(),
});

/** What every view of a user shows. */
export const userIdentitySchema = z.object({
  id: idSchema,
  first_name: text(),
  last_name: text(),
  email: z.email(),
  type: z.enum(USER_TYPES),
  extracted_roles: z.array(z.enum(ROLES)),
  photo: text().nullable(),
});

/** The signed-in user: GET /api/client-cabinet/user. */
export const currentUserSchema = userIdentitySchema.extend({
  is_agreed: z.boolean(),
  customer_manager: customerManagerSchema.nullable(),
  company: companySummarySchema.nullable(),
  /**
   * True (and only present) while the company requires two-factor sign-in of this user (an admin)
   * and it is not set up yet: every call but its setup is refused until then, and the portal takes
   * them to it.
   */
  two_factor_setup_required: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userIdParamsSchema = z.object({ id: idSchema });
