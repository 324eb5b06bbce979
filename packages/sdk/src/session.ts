/** The cookie the developer dashboard's sign-up and sign-in set: the developer's session. */
export const developerSessionCookie = 'emporia_developer';

/**
 * The developer session an answer of `developer.signUp` or `developer.login` set, for a script
 * that works the dashboard's API outside a browser: pass it as `token` and the SDK sends it back
 * as the cookie the `developer.*` operations take. A browser keeps the cookie itself and needs
 * none of this. Undefined when the answer set no session (a failed sign-in does not).
 */
export function developerSession(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === developerSessionCookie) {
      const value = pair.slice(at + 1).trim();
      return value || undefined;
    }
  }
  return undefined;
}
