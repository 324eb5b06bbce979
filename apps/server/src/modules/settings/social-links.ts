import { type SocialLinks, socialNetworks } from '@emporia/contracts/social';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { recordChange } from '../logs';
import { configTypes, readConfigEntries, writeConfigEntries } from './config-entries';

const keyOf = (network: string) => `social_${network}`;

/** setting/social: the shop's profile address on each network ('' for none). */
export async function readSocialLinks(ctx: RequestContext): Promise<SocialLinks> {
  const entries = await readConfigEntries(ctx, 'social_');
  return Object.fromEntries(
    socialNetworks.map((network) => [network, entries[keyOf(network)] ?? '']),
  ) as SocialLinks;
}

export async function saveSocialLinks(ctx: RequestContext, links: SocialLinks): Promise<SocialLinks> {
  return inTransaction(ctx, async (tx) => {
    const before = await readSocialLinks(tx);
    await writeConfigEntries(
      tx,
      configTypes.general,
      Object.fromEntries(socialNetworks.map((network) => [keyOf(network), links[network]])),
    );
    const after = await readSocialLinks(tx);
    await recordChange(tx, { entity: 'setting', id: 'social', before, after });
    return after;
  });
}

/** The profiles the footer links to: only the networks with an address. */
export async function footerSocialLinks(ctx: RequestContext): Promise<Record<string, string>> {
  const links = await readSocialLinks(ctx);
  return Object.fromEntries(Object.entries(links).filter(([, url]) => url));
}
