import { errorCodes } from '@emporia/contracts/errors';
import type { RequestContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { countFailures, recordFailure } from './queries';

/**
 * Wrong gift card codes allowed per client address in the window. With 80
 * random bits a code, a guesser needs ~10²⁴ tries per card: 10 every 15
 * minutes from an address (an IPv6 /64 counting as one) makes that hopeless
 * from any number of addresses (ADR 0016).
 */
export const giftCardGuessLimits = { perAddress: 10, windowMinutes: 15 };

/** The address a throttle counts by: an IPv6 client is one /64 network (one subscriber's range). */
export function throttleKeyOf(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = ''] = ip.split('::');
  const groups = head.split(':').filter(Boolean);
  const expanded = ip.includes('::') ? [...groups, '0', '0', '0', '0'] : ip.split(':');
  return `${expanded.slice(0, 4).join(':')}::/64`;
}

const windowStart = () => new Date(Date.now() - giftCardGuessLimits.windowMinutes * 60_000);

/** Refuses (429) while the address has used up its wrong codes, before any code is looked up. */
export async function assertGiftCardTriesLeft(ctx: RequestContext, address: string): Promise<void> {
  const { n, first } = await countFailures(ctx.db, ctx.shop.id, address, windowStart());
  if (n < giftCardGuessLimits.perAddress) return;
  const since = first?.getTime() ?? Date.now();
  const minutes = Math.max(
    1,
    Math.ceil((since + giftCardGuessLimits.windowMinutes * 60_000 - Date.now()) / 60_000),
  );
  throw new AppError(
    429,
    errorCodes.tooManyRequests,
    `Too many gift card codes were not recognised. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}

export async function recordWrongGiftCardCode(ctx: RequestContext, address: string): Promise<void> {
  await recordFailure(ctx.db, ctx.shop.id, address, new Date(Date.now() - 24 * 3600_000));
}
