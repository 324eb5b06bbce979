import type { TestMailResult } from '@emporia/contracts/email-settings';
import type { RequestContext } from '../../platform/context';
import { recordSentAtOnce } from './delivery-log';
import { type PlatformMail, shopSender } from './sender';

/**
 * Sends a test mail at once through the shop's saved settings and answers
 * with what the server said; the mail is logged like any other. A server
 * that refuses or cannot be reached is an answer here, not an error.
 */
export async function sendTestMail(
  ctx: RequestContext,
  to: string,
  platform: PlatformMail,
): Promise<TestMailResult> {
  const sender = await shopSender(ctx.db, ctx.shop.id, ctx.shop.name, platform);
  const mail = {
    to,
    subject: `Test e-mail from ${ctx.shop.name}`,
    text: `This is a test e-mail from ${ctx.shop.name}. If you can read it, the shop's e-mail settings work.`,
  };
  try {
    return await recordSentAtOnce(ctx, mail, (id) => sender.send({ id, ...mail }));
  } finally {
    sender.close();
  }
}
