/**
 * Where the admin's bearer token is kept in the browser's storage (SPEC §3 leaves its name to
 * us): the app keeps it there, and the admin page's early script reads it (ADR 0133).
 */
export const adminTokenStorageKey = 'emporia.admin_token' as const;
