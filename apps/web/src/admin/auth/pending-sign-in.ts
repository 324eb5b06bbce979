/**
 * SPEC §4: when login asks for a second step, the auth info is held until the
 * 2FA call succeeds. Kept in memory only: a reload starts the sign-in again,
 * so the half-way token never lands in storage.
 */
let pendingToken: string | null = null;

export function holdPendingSignIn(token: string): void {
  pendingToken = token;
}

export function pendingSignIn(): string | null {
  return pendingToken;
}

export function releasePendingSignIn(): void {
  pendingToken = null;
}
