import type { AdminRole, AdminUser } from '@emporia/contracts/admin-users';
import { type AdminPermission, adminPermissions } from '@emporia/contracts/permissions';
import { revokeSessionsOf } from '../../kernel/auth/sessions';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { isUniqueViolation } from '../../kernel/database-errors';
import { conflict, forbidden, notFound, taken, validationFailed } from '../../kernel/errors';
import { adminPasswordLink, issueAccountToken } from '../auth';
import { enqueueTemplatedEmail } from '../email-layouts';
import { recordChange } from '../logs';
import { assertWithinPlan } from '../plan-limits';
import {
  adminEmailTaken,
  deleteRole,
  insertAdminUser,
  insertRole,
  listAdminUserRows,
  listRoleRows,
  roleNameTaken,
  splitPermissions,
  updateAdminUser,
  updateRole,
} from './queries';

type UserRow = Awaited<ReturnType<typeof listAdminUserRows>>[number];

function toAdminUser(r: UserRow): AdminUser {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    is_owner: r.isOwner === 1,
    role: r.roleId !== null && r.roleName !== null ? { id: r.roleId, name: r.roleName } : null,
    status: r.status === 'disabled' ? 'disabled' : 'active',
    enable_2fa: r.enable2fa,
    has_password: r.hasPassword,
    created_at: new Date(r.createdAt).toISOString(),
  };
}

/** What an admin may do: everything for the owner, else their role's permissions. */
export function permissionsOf(r: UserRow): AdminPermission[] {
  return r.isOwner === 1 ? [...adminPermissions] : splitPermissions(r.rolePermissions ?? '');
}

export async function listAdminUsers(ctx: RequestContext): Promise<AdminUser[]> {
  return (await listAdminUserRows(ctx)).map(toAdminUser);
}

export async function getAdminUserRow(ctx: RequestContext, adminId: number): Promise<UserRow> {
  const [row] = await listAdminUserRows(ctx, adminId);
  if (!row) throw notFound('This admin user could not be found.');
  return row;
}

async function assertRole(ctx: RequestContext, roleId: number) {
  if ((await listRoleRows(ctx, roleId)).length === 0)
    throw validationFailed('Choose a role from the list.', { role_id: 'Choose a role from the list.' });
}

const emailTaken = 'An admin with this e-mail address already exists.';

/** Staff are invited: they choose their own password from the e-mailed link. */
export async function inviteAdminUser(
  ctx: RequestContext,
  input: { name: string; email: string; role_id: number },
  origin: string,
): Promise<AdminUser> {
  if (await adminEmailTaken(ctx, input.email)) throw taken('email', emailTaken);
  await assertRole(ctx, input.role_id);
  try {
    const id = await inTransaction(ctx, async (tx) => {
      await assertWithinPlan(tx, 'staff');
      const newId = await insertAdminUser(tx, {
        name: input.name,
        email: input.email,
        roleId: input.role_id,
      });
      await sendInvitation(tx, { id: newId, name: input.name, email: input.email }, origin);
      return newId;
    });
    return toAdminUser(await getAdminUserRow(ctx, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('email', emailTaken);
    throw error;
  }
}

async function sendInvitation(
  ctx: RequestContext,
  admin: { id: number; name: string; email: string },
  origin: string,
) {
  const { token } = await issueAccountToken(ctx, 'admin_invite', admin.id);
  await enqueueTemplatedEmail(ctx, 'admin-invite', {
    to: admin.email,
    origin,
    values: { admin: { name: admin.name }, password_link: adminPasswordLink(ctx, origin, token) },
  });
}

export async function resendInvitation(ctx: RequestContext, adminId: number, origin: string): Promise<void> {
  const row = await getAdminUserRow(ctx, adminId);
  if (row.hasPassword) throw conflict('This admin has already chosen a password.');
  if (row.status !== 'active') throw validationFailed('This admin is disabled. Enable them first.');
  await inTransaction(ctx, (tx) => sendInvitation(tx, row, origin));
}

export async function updateAdminUserByAdmin(
  ctx: RequestContext,
  actorId: number,
  adminId: number,
  input: { name?: string; role_id?: number; status?: 'active' | 'disabled' },
): Promise<AdminUser> {
  const row = await getAdminUserRow(ctx, adminId);
  if (row.isOwner === 1 && (input.role_id !== undefined || input.status !== undefined)) {
    throw forbidden('The shop owner always has every permission and cannot be disabled.');
  }
  if (adminId === actorId && input.status === 'disabled')
    throw forbidden('You cannot disable your own account.');
  if (input.role_id !== undefined) await assertRole(ctx, input.role_id);
  await inTransaction(ctx, async (tx) => {
    const before = toAdminUser(row);
    await updateAdminUser(tx, adminId, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.role_id !== undefined ? { roleId: input.role_id } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
    });
    if (input.status === 'disabled') {
      await revokeSessionsOf(tx.db, tx.shop.id, 'admin', adminId);
      await revokeSessionsOf(tx.db, tx.shop.id, 'admin_2fa', adminId);
    }
    const after = toAdminUser(await getAdminUserRow(tx, adminId));
    await recordChange(tx, { entity: 'staff member', id: adminId, before, after });
  });
  return toAdminUser(await getAdminUserRow(ctx, adminId));
}

function toRole(r: Awaited<ReturnType<typeof listRoleRows>>[number]): AdminRole {
  return { id: r.id, name: r.name, permissions: splitPermissions(r.permissions), users: r.users };
}

export async function listRoles(ctx: RequestContext): Promise<AdminRole[]> {
  return (await listRoleRows(ctx)).map(toRole);
}

async function getRole(ctx: RequestContext, roleId: number): Promise<AdminRole> {
  const [row] = await listRoleRows(ctx, roleId);
  if (!row) throw notFound('This role could not be found.');
  return toRole(row);
}

const joinPermissions = (permissions: readonly AdminPermission[]) =>
  adminPermissions.filter((p) => permissions.includes(p)).join('|');

export async function createRole(
  ctx: RequestContext,
  input: { name: string; permissions: AdminPermission[] },
) {
  if (await roleNameTaken(ctx, input.name)) throw conflict('A role with this name already exists.');
  return getRole(ctx, await insertRole(ctx, input.name, joinPermissions(input.permissions)));
}

export async function editRole(
  ctx: RequestContext,
  roleId: number,
  input: { name: string; permissions: AdminPermission[] },
) {
  await getRole(ctx, roleId);
  if (await roleNameTaken(ctx, input.name, roleId)) throw conflict('A role with this name already exists.');
  await updateRole(ctx, roleId, input.name, joinPermissions(input.permissions));
  return getRole(ctx, roleId);
}

export async function removeRole(ctx: RequestContext, roleId: number): Promise<void> {
  const role = await getRole(ctx, roleId);
  if (role.users > 0)
    throw conflict(
      `${role.users} admin${role.users === 1 ? ' has' : 's have'} this role. Give them another role first.`,
    );
  await deleteRole(ctx, roleId);
}
