import type { RequestContext } from '../../kernel/context';
import { domainsSummary } from './service';

/** The domains line of the settings index, e.g. 'shop.example.com (primary), 1 pending'. */
export async function domainsSettingsSummary(ctx: RequestContext): Promise<string> {
  return domainsSummary(ctx);
}
