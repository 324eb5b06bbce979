import type { RequestContext } from '../../kernel/context';
import { failedToday } from './delivery-log';
import { mailSettingsOf } from './settings';

/** The settings index line: 'Sends as Shop <orders@shop>, platform SMTP, 2 failed today'. */
export async function emailSettingsSummary(ctx: RequestContext): Promise<string> {
  const s = await mailSettingsOf(ctx.db, ctx.shop.id);
  const failed = await failedToday(ctx);
  const name = s.fromName || ctx.shop.name;
  const sender = s.fromAddress
    ? `Sends as ${name} <${s.fromAddress}>`
    : `Sends as ${name} from the platform address`;
  const via = s.transport === 'own' ? `own SMTP ${s.smtp.host}` : 'platform SMTP';
  return [
    sender,
    via,
    ...(s.dkim.enabled ? ['DKIM on'] : []),
    ...(failed ? [`${failed} failed today`] : []),
  ].join(', ');
}
