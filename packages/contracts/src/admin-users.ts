import { z } from 'zod';
import './messages';
import { emailSchema } from './customer-auth';
import { adminPermissions } from './permissions';
import { idSchema, idSchemaWith } from './primitives';

export const adminRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.enum(adminPermissions)),
  users: z.number().int(),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;
export const adminRoleListResponseSchema = z.object({ data: z.array(adminRoleSchema) });
export const adminRoleResponseSchema = z.object({ data: adminRoleSchema });

export const adminRoleFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter a role name.').max(64, 'A role name has at most 64 characters.'),
  permissions: z.array(z.enum(adminPermissions)).max(adminPermissions.length),
});
export type AdminRoleForm = z.input<typeof adminRoleFormSchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_owner: z.boolean(),
  role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(['active', 'disabled']),
  enable_2fa: z.number().int(),
  /** false until an invited admin has chosen a password. */
  has_password: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListResponseSchema = z.object({ data: z.array(adminUserSchema) });
export const adminUserResponseSchema = z.object({ data: adminUserSchema });

/** Inviting a member of staff: they get an e-mail to choose their password. */
export const adminUserInviteSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(64, 'A name has at most 64 characters.'),
  email: emailSchema,
  role_id: idSchemaWith('Choose a role.'),
});
export type AdminUserInviteForm = z.input<typeof adminUserInviteSchema>;

export const adminUserUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name.').max(64),
    role_id: idSchema,
    status: z.enum(['active', 'disabled']),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change.');
