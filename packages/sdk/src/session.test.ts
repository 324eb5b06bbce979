import { describe, expect, it } from 'vitest';
import { Emporia } from './client';
import { developerSession } from './session';

const answer = (...cookies: string[]) => {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 200, headers });
};

describe('developerSession', () => {
  it('reads the developer cookie among others, and nothing from an answer without it', () => {
    const signedIn = answer(
      'theme=dark; Path=/',
      'emporia_developer=dev_session_abc; Max-Age=1209600; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(developerSession(signedIn)).toBe('dev_session_abc');
    expect(developerSession(answer('theme=dark; Path=/'))).toBeUndefined();
    // Signing out clears the cookie: an empty value is no session.
    expect(developerSession(answer('emporia_developer=; Max-Age=0; Path=/'))).toBeUndefined();
  });

  it('is sent back as the cookie of the developer operations, and as no bearer token', async () => {
    const sent: Request[] = [];
    const fetch = async (input: string | URL | Request, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return Response.json({ data: [] });
    };
    const session = developerSession(answer('emporia_developer=dev_session_abc; Path=/'));
    const developer = new Emporia({ shop: 'https://emporia.example', token: session, fetch });
    await developer.developer.apps.list();
    expect(sent[0]?.headers.get('cookie')).toBe('emporia_developer=dev_session_abc');
    expect(sent[0]?.headers.get('authorization')).toBeNull();
  });
});
