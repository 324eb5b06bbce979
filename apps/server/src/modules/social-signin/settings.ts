import {
  type SignInProvider,
  type SocialSignInSave,
  type SocialSignInSettings,
  signInProviders,
} from '@emporia/contracts/social-sign-in';
import type { RequestContext } from '../../kernel/context';
import { configTypes, readConfigEntries, secretsToWrite, writeConfigEntries } from '../settings';

/** Config entries of one provider: social_signin_{provider}_{enabled|client_id|client_secret}. */
const keyOf = (provider: SignInProvider, field: 'enabled' | 'client_id' | 'client_secret') =>
  `social_signin_${provider}_${field}`;
const secretKeys = new Set(signInProviders.map((p) => keyOf(p, 'client_secret')));

/** A provider's credentials as the sign-in uses them (the secret opened). */
export interface ProviderCredentials {
  enabled: boolean;
  clientId: string;
  clientSecret: string;
}

export async function readProviderCredentials(
  ctx: RequestContext,
): Promise<Record<SignInProvider, ProviderCredentials>> {
  const entries = await readConfigEntries(ctx, 'social_signin_');
  return Object.fromEntries(
    signInProviders.map((p) => [
      p,
      {
        enabled: entries[keyOf(p, 'enabled')] === '1',
        clientId: entries[keyOf(p, 'client_id')] ?? '',
        clientSecret: entries[keyOf(p, 'client_secret')] ?? '',
      },
    ]),
  ) as Record<SignInProvider, ProviderCredentials>;
}

/** Turned on, with both halves of the credentials: the storefront offers it. */
export const isReady = (c: ProviderCredentials) => c.enabled && c.clientId !== '' && c.clientSecret !== '';

/** The address each provider must list as an authorised redirect URI. */
export const redirectUriOf = (origin: string) => `${origin}/auth/callback`;

/** The admin view: secrets never leave the server (ADR 0021). */
export async function readSocialSignInSettings(
  ctx: RequestContext,
  origin: string,
): Promise<SocialSignInSettings> {
  const credentials = await readProviderCredentials(ctx);
  const view = (c: ProviderCredentials) => ({
    enabled: c.enabled,
    client_id: c.clientId,
    client_secret: '' as const,
  });
  return {
    google: view(credentials.google),
    facebook: view(credentials.facebook),
    secrets_set: signInProviders.filter((p) => credentials[p].clientSecret !== ''),
    redirect_uri: redirectUriOf(origin),
  };
}

export async function saveSocialSignInSettings(
  ctx: RequestContext,
  input: SocialSignInSave,
  origin: string,
): Promise<SocialSignInSettings> {
  const entries: Record<string, string> = {};
  for (const p of signInProviders) {
    entries[keyOf(p, 'enabled')] = input[p].enabled ? '1' : '0';
    entries[keyOf(p, 'client_id')] = input[p].client_id;
    entries[keyOf(p, 'client_secret')] = input[p].client_secret;
  }
  const clear = (input.secrets_clear ?? []).map((p) => keyOf(p as SignInProvider, 'client_secret'));
  await writeConfigEntries(ctx, configTypes.general, secretsToWrite(entries, secretKeys, clear), secretKeys);
  return readSocialSignInSettings(ctx, origin);
}
