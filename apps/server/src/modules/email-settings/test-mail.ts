import type { TestMailResult } from '@emporia/contracts/email-settings';
import type { RequestContext } from '../../kernel/context';
import { CannotConnect } from '../../kernel/outbound/guard';
import { recordSentAtOnce } from './delivery-log';
import { type PlatformMail, shopSender } from './sender';

/**
 * Sends a test mail at once through the shop's saved settings and answers
 * with what the server said; the mail is logged like any other. A server that
 * refuses the mail is an answer here (accepted: false with its reply); an
 * address the server will not or cannot reach is a 400 with the outbound
 * guard's one sentence (ADR 0104), the same whatever the reason.
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
    // A refused address is refused before the mail is logged.
    await sender.open();
    let unreachable: CannotConnect | undefined;
    const outcome = await recordSentAtOnce(ctx, mail, (id) =>
      sender.send({ id, ...mail }).catch((err: unknown) => {
        if (err instanceof CannotConnect) unreachable = err;
        throw err;
      }),
    );
    if (unreachable) throw unreachable;
    return outcome;
  } finally {
    sender.close();
  }
}
