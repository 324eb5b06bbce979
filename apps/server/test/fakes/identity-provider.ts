// A local identity provider for tests only, speaking the real protocols: OpenID Connect as Google
// does (discovery, authorize, token with PKCE and client secret, JWKS, signed ID tokens) and
// Facebook Login's OAuth 2 (dialog/oauth, oauth/access_token, Graph /me).
import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { type FakeReply, type FakeRequest, type FakeServer, startFakeServer } from './server';

export interface FakeUser {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

/** What a test can make the provider do wrong, to see it refused. */
export type Tamper = 'bad-signature' | 'wrong-audience' | 'wrong-nonce' | 'wrong-issuer';

export interface FakeIdentityProvider {
  url: string;
  server: FakeServer;
  /** Registered clients: client id → secret. */
  clients: Map<string, string>;
  /** Who signs in at the next authorize request. */
  user: FakeUser;
  tamper: Tamper | undefined;
  /** The shopper's answer at the next authorize request: 'access_denied' sends them back cancelled. */
  refuse: 'access_denied' | undefined;
  /** Token requests, with the client credentials they carried. */
  tokenRequests: { clientId: string; clientSecret: string; outcome: 'ok' | string }[];
  close(): Promise<void>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | null;
  user: FakeUser;
  used: boolean;
}

const error = (status: number, code: string, description: string): FakeReply => ({
  status,
  body: { error: code, error_description: description },
});

export async function startFakeIdentityProvider(
  options: { port?: number } = {},
): Promise<FakeIdentityProvider> {
  const signingKeys = await generateKeyPair('RS256', { extractable: true });
  const strangerKeys = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(signingKeys.publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, FakeUser>();

  const authorize = (req: FakeRequest): FakeReply => {
    const q = req.query;
    const clientId = q.get('client_id') ?? '';
    const redirectUri = q.get('redirect_uri') ?? '';
    if (!idp.clients.has(clientId)) return { status: 400, body: 'Unknown client', type: 'text/plain' };
    if (
      q.get('response_type') !== 'code' ||
      q.get('code_challenge_method') !== 'S256' ||
      !q.get('code_challenge')
    )
      return { status: 400, body: 'Authorization code with PKCE S256 only', type: 'text/plain' };
    if (idp.refuse) {
      const back = new URL(redirectUri);
      back.searchParams.set('error', idp.refuse);
      back.searchParams.set('state', q.get('state') ?? '');
      return { status: 302, body: '', type: 'text/plain', headers: { location: back.href } };
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      clientId,
      redirectUri,
      challenge: q.get('code_challenge') ?? '',
      nonce: q.get('nonce'),
      user: { ...idp.user },
      used: false,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state') ?? '');
    return { status: 302, body: '', type: 'text/plain', headers: { location: back.href } };
  };

  const token = async (req: FakeRequest, withIdToken: boolean): Promise<FakeReply> => {
    const form = new URLSearchParams(req.body);
    const clientId = form.get('client_id') ?? '';
    const clientSecret = form.get('client_secret') ?? '';
    const refuse = (status: number, code: string, description: string) => {
      idp.tokenRequests.push({ clientId, clientSecret, outcome: code });
      return error(status, code, description);
    };
    if (idp.clients.get(clientId) !== clientSecret || clientSecret === '')
      return refuse(401, 'invalid_client', 'Client authentication failed');
    const issued = codes.get(form.get('code') ?? '');
    if (!issued || issued.clientId !== clientId) return refuse(400, 'invalid_grant', 'Unknown code');
    if (issued.used) return refuse(400, 'invalid_grant', 'Code already used');
    issued.used = true;
    if (issued.redirectUri !== form.get('redirect_uri'))
      return refuse(400, 'invalid_grant', 'redirect_uri mismatch');
    const verifier = form.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge)
      return refuse(400, 'invalid_grant', 'PKCE verification failed');
    idp.tokenRequests.push({ clientId, clientSecret, outcome: 'ok' });
    const accessToken = randomBytes(16).toString('hex');
    accessTokens.set(accessToken, issued.user);
    const body: Record<string, unknown> = {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
    };
    if (withIdToken) body.id_token = await idToken(issued, clientId);
    return { status: 200, body, headers: { 'cache-control': 'no-store' } };
  };

  const idToken = (issued: IssuedCode, clientId: string) => {
    const t = idp.tamper;
    return new SignJWT({
      email: issued.user.email,
      email_verified: issued.user.email_verified,
      given_name: issued.user.given_name,
      family_name: issued.user.family_name,
      ...(issued.nonce ? { nonce: t === 'wrong-nonce' ? 'another-nonce' : issued.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'fake-1' })
      .setIssuer(t === 'wrong-issuer' ? 'https://evil.example' : idp.url)
      .setSubject(issued.user.sub)
      .setAudience(t === 'wrong-audience' ? 'another-client' : clientId)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(t === 'bad-signature' ? strangerKeys.privateKey : signingKeys.privateKey);
  };

  const me = (req: FakeRequest): FakeReply => {
    const user = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /i, ''));
    if (!user) return { status: 401, body: { error: { message: 'Invalid OAuth access token.', code: 190 } } };
    // Graph leaves out an address its owner has not confirmed.
    return {
      status: 200,
      body: {
        id: user.sub,
        first_name: user.given_name,
        last_name: user.family_name,
        ...(user.email_verified ? { email: user.email } : {}),
      },
    };
  };

  const server = await startFakeServer(async (req) => {
    switch (`${req.method} ${req.path}`) {
      case 'GET /.well-known/openid-configuration':
        return {
          status: 200,
          body: {
            issuer: idp.url,
            authorization_endpoint: `${idp.url}/authorize`,
            token_endpoint: `${idp.url}/token`,
            jwks_uri: `${idp.url}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
            code_challenge_methods_supported: ['S256'],
            token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
          },
        };
      case 'GET /jwks':
        return { status: 200, body: { keys: [jwk] } };
      case 'GET /authorize':
      case 'GET /dialog/oauth':
        return authorize(req);
      case 'POST /token':
        return token(req, true);
      case 'POST /oauth/access_token':
        return token(req, false);
      case 'GET /me':
        return me(req);
      default:
        return { status: 404, body: { error: 'not_found' } };
    }
  }, options);

  const idp: FakeIdentityProvider = {
    url: server.url,
    server,
    clients: new Map(),
    user: {
      sub: 'g-1001',
      email: 'robin@example.com',
      email_verified: true,
      given_name: 'Robin',
      family_name: 'Hiker',
    },
    tamper: undefined,
    refuse: undefined,
    tokenRequests: [],
    close: () => server.close(),
  };
  return idp;
}
