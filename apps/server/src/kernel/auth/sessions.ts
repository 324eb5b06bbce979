import { type Db, schema } from '@emporia/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken, newToken } from './tokens';

const { authSessions } = schema;

export type SessionKind = 'customer' | 'admin' | 'admin_2fa';

export const sessionLifetimes: Record<SessionKind, number> = {
  customer: 30 * 24 * 3600,
  admin: 12 * 3600,
  admin_2fa: 10 * 60,
};

/** Opens a session and returns the token — the only time it exists in clear. */
export async function openSession(
  db: Db,
  shopId: number,
  kind: SessionKind,
  subjectId: number,
  userAgent = '',
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + sessionLifetimes[kind] * 1000);
  const [row] = await db
    .insert(authSessions)
    .values({
      shopId,
      kind,
      subjectId,
      tokenHash: hashToken(token),
      expiresAt,
      userAgent: userAgent.slice(0, 300),
    })
    .returning({ id: authSessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/** The live session of a token at this shop, if any. A token of another shop finds nothing. */
export async function findLiveSession(db: Db, shopId: number, kind: SessionKind, token: string) {
  const [row] = await db
    .select({ id: authSessions.id, subjectId: authSessions.subjectId })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.tokenHash, hashToken(token)),
        eq(authSessions.shopId, shopId),
        eq(authSessions.kind, kind),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
      ),
    );
  return row;
}

export async function revokeSession(db: Db, shopId: number, sessionId: number): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.shopId, shopId)));
}

/** Ends every session of a subject, optionally keeping one (after a password change). */
export async function revokeSessionsOf(
  db: Db,
  shopId: number,
  kind: SessionKind,
  subjectId: number,
  exceptSessionId?: number,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.shopId, shopId),
        eq(authSessions.kind, kind),
        eq(authSessions.subjectId, subjectId),
        isNull(authSessions.revokedAt),
        exceptSessionId ? sql`${authSessions.id} <> ${exceptSessionId}` : undefined,
      ),
    );
}
