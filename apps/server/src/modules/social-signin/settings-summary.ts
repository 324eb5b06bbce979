import { signInProviderNames, signInProviders } from '@emporia/contracts/social-sign-in';
import type { RequestContext } from '../../kernel/context';
import { readSocialLinks } from '../settings';
import { isReady, readProviderCredentials } from './settings';

/** setting/social on the settings index, e.g. '3 profile links, Google sign-in on'. */
export async function socialSigninSettingsSummary(ctx: RequestContext): Promise<string> {
  const [links, credentials] = await Promise.all([readSocialLinks(ctx), readProviderCredentials(ctx)]);
  const linkCount = Object.values(links).filter((url) => url !== '').length;
  const on = signInProviders.filter((p) => isReady(credentials[p])).map((p) => signInProviderNames[p]);
  const linksPart =
    linkCount === 0 ? 'No profile links yet' : `${linkCount} profile link${linkCount === 1 ? '' : 's'}`;
  const signInPart = on.length === 0 ? 'social sign-in off' : `${on.join(' and ')} sign-in on`;
  return `${linksPart}, ${signInPart}`;
}
