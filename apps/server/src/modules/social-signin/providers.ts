import { type SignInProvider, socialSignInFailureCodes } from '@emporia/contracts/social-sign-in';
import * as oidc from 'openid-client';
import { outsideServices } from '../../config';
import { AppError } from '../../kernel/errors';
import type { ProviderCredentials } from './settings';

/** Who the provider says signed in. */
export interface ProviderIdentity {
  subject: string;
  email: string;
  /** The provider vouches that the person controls this address. */
  emailVerified: boolean;
  firstname: string;
  lastname: string;
}

/** What a started sign-in keeps to finish it. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/** Seconds a provider call may take. */
const providerTimeoutSeconds = 10;
/** Google's discovery document changes rarely; one fetch per issuer and hour. */
const discoveryTtlMs = 60 * 60 * 1000;
const discovered = new Map<string, { metadata: oidc.ServerMetadata; at: number }>();

export const unavailable = (name: string) =>
  new AppError(
    502,
    socialSignInFailureCodes.unavailable,
    `${name} cannot be reached right now. Please try again.`,
  );

/** The provider did not answer (no connection, a timeout), as opposed to refusing what it was sent. */
export const isUnreachable = (error: unknown) =>
  error instanceof TypeError ||
  (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));

async function googleMetadata(issuer: string): Promise<oidc.ServerMetadata> {
  const cached = discovered.get(issuer);
  if (cached && Date.now() - cached.at < discoveryTtlMs) return cached.metadata;
  try {
    const found = await oidc.discovery(new URL(issuer), 'discovery', undefined, undefined, {
      timeout: providerTimeoutSeconds,
      // Only a test's fake (SOCIAL_GOOGLE_ISSUER_URL) is plain HTTP.
      ...(issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    const metadata = found.serverMetadata();
    discovered.set(issuer, { metadata, at: Date.now() });
    return metadata;
  } catch {
    throw unavailable('Google');
  }
}

/** The shop's client at the provider: its own client id and secret (never another shop's). */
export async function clientConfiguration(
  provider: SignInProvider,
  credentials: ProviderCredentials,
): Promise<oidc.Configuration> {
  const urls = outsideServices().socialSignIn;
  const metadata: oidc.ServerMetadata =
    provider === 'google'
      ? await googleMetadata(urls.googleIssuer)
      : {
          // Facebook Login is OAuth 2 (no discovery for the code flow): fixed endpoints.
          issuer: 'https://www.facebook.com',
          authorization_endpoint: `${urls.facebookDialog}/dialog/oauth`,
          token_endpoint: `${urls.facebookGraph}/oauth/access_token`,
        };
  const config = new oidc.Configuration(
    metadata,
    credentials.clientId,
    undefined,
    oidc.ClientSecretPost(credentials.clientSecret),
  );
  config.timeout = providerTimeoutSeconds;
  // openid-client trusts a token endpoint's ID token on TLS alone (OIDC Core 3.1.3.7); we also
  // check its signature against the provider's JWKS, so a forged or swapped token is refused.
  if (provider === 'google') oidc.enableNonRepudiationChecks(config);
  const endpoint = metadata.token_endpoint ?? '';
  if (endpoint.startsWith('http:')) oidc.allowInsecureRequests(config);
  return config;
}

/** A new sign-in: the provider's authorize address and what its return must match. */
export async function beginAuthorization(
  provider: SignInProvider,
  config: oidc.Configuration,
  redirectUri: string,
): Promise<{ url: URL; pending: PendingSignIn }> {
  const pending: PendingSignIn = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    redirectUri,
  };
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: provider === 'google' ? 'openid email profile' : 'email public_profile',
    state: pending.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (provider === 'google') parameters.nonce = pending.nonce;
  return { url: oidc.buildAuthorizationUrl(config, parameters), pending };
}

/**
 * Trades the returned code for tokens (PKCE verifier and client secret sent),
 * checks the ID token (signature by the provider's JWKS, issuer, audience,
 * nonce, expiry) and reads who signed in.
 */
export async function finishAuthorization(
  provider: SignInProvider,
  config: oidc.Configuration,
  pending: PendingSignIn,
  returned: { code: string; state: string },
): Promise<ProviderIdentity> {
  const currentUrl = new URL(pending.redirectUri);
  currentUrl.searchParams.set('code', returned.code);
  currentUrl.searchParams.set('state', returned.state);
  const checks = { pkceCodeVerifier: pending.codeVerifier, expectedState: pending.state };
  if (provider === 'google') {
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      ...checks,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const str = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      subject: claims.sub,
      email: str(claims.email),
      emailVerified: claims.email_verified === true,
      firstname: str(claims.given_name) || str(claims.name),
      lastname: str(claims.family_name),
    };
  }
  const tokens = await oidc.authorizationCodeGrant(config, currentUrl, checks);
  const me = new URL(`${outsideServices().socialSignIn.facebookGraph}/me`);
  me.searchParams.set('fields', 'id,email,first_name,last_name,name');
  const response = await oidc.fetchProtectedResource(config, tokens.access_token, me, 'GET');
  if (!response.ok) throw new Error(`Graph API answered ${response.status}`);
  const profile = (await response.json()) as Record<string, unknown>;
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    subject: str(profile.id),
    email: str(profile.email),
    // Facebook only returns an address its owner has confirmed (ADR social-signin).
    emailVerified: str(profile.email) !== '',
    firstname: str(profile.first_name) || str(profile.name),
    lastname: str(profile.last_name),
  };
}
