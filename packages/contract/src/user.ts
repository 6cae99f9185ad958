import { z } from 'zod';
import { ROLES, USER_TYPES } from './roles';

export const idSchema = z.uuid();

export const customerManagerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.email(),
  photo: z.string().nullable(),
});
export type CustomerManager = z.infer<typeof customerManagerSchema>;

export const companySummarySchema = z.object({
  id: idSchema,
  name: z.string(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

/** The signed-in user: GET /api/client-cabinet/user. */
export const currentUserSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.email(),
  type: z.enum(USER_TYPES),
  extracted_roles: z.array(z.enum(ROLES)),
  is_agreed: z.boolean(),
  photo: z.string().nullable(),
  customer_manager: customerManagerSchema.nullable(),
  company: companySummarySchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A user of the caller's company: GET /api/client-cabinet/users/{id}. */
export const companyUserSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.email(),
  type: z.enum(USER_TYPES),
  extracted_roles: z.array(z.enum(ROLES)),
  photo: z.string().nullable(),
  enabled: z.boolean(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const userIdParamsSchema = z.object({ id: idSchema });
