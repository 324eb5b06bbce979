import { adminLoginResponseSchema } from '@emporia/contracts/admin-auth';
import { z } from 'zod';
import { adminHttp } from '../../app/http';

const messageSchema = z.object({ data: z.object({ message: z.string() }) });

/** E-mails the admin a one-time sign-in link to this page (works while wrong passwords hold this address back). */
export async function requestAdminSignInLink(email: string) {
  return messageSchema.parse((await adminHttp.post('/api/v1/admin-sign-in-link', { email })).data).data
    .message;
}

/** Uses the link's code once: answers like the password step (a session, or the 2FA step). */
export async function confirmAdminSignInLink(code: string) {
  return adminLoginResponseSchema.parse(
    (await adminHttp.post('/api/v1/admin-sign-in-link/confirm', { code })).data,
  ).data;
}
