import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import {
  type EmailSettingsSave,
  type EmailSettingsView,
  emailSecretKeys,
  mailTransports,
  smtpSecurities,
} from '@emporia/contracts/email-settings';
import { type Db, schema } from '@emporia/db';
import { and, eq, like } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { badRequest } from '../../kernel/errors';
import { refuseUnreachable } from '../../kernel/outbound/guard';
import { decryptSecret } from '../../kernel/secrets';
import { configTypes, secretsToWrite, writeConfigEntries } from '../settings';

/** A shop's mail settings as the sender uses them, secrets opened. */
export interface MailSettings {
  fromName: string;
  fromAddress: string;
  replyTo: string;
  transport: (typeof mailTransports)[number];
  smtp: {
    host: string;
    port: number;
    security: (typeof smtpSecurities)[number];
    user: string;
    password: string;
  };
  dkim: { enabled: boolean; domain: string; selector: string; privateKey: string; publicKey: string };
}

const prefix = 'mail_';
const secretKeys = new Set(emailSecretKeys.map((k) => prefix + k));
const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Read by shop id: the outbox worker has no request context. */
export async function mailSettingsOf(db: Db, shopId: number): Promise<MailSettings> {
  const rows = await db
    .select()
    .from(schema.shopSettings)
    .where(and(eq(schema.shopSettings.shopId, shopId), like(schema.shopSettings.key, `${prefix}%`)));
  const e: Record<string, string> = Object.fromEntries(
    rows.map((r) => [r.key.slice(prefix.length), r.encrypted ? decryptSecret(r.value) : r.value]),
  );
  return {
    fromName: e.from_name ?? '',
    fromAddress: e.from_address ?? '',
    replyTo: e.reply_to ?? '',
    transport: oneOf(mailTransports, e.transport, 'platform'),
    smtp: {
      host: e.smtp_host ?? '',
      port: Number(e.smtp_port) || 587,
      security: oneOf(smtpSecurities, e.smtp_security, 'starttls'),
      user: e.smtp_user ?? '',
      password: e.smtp_password ?? '',
    },
    dkim: {
      enabled: e.dkim_enabled === '1',
      domain: e.dkim_domain ?? '',
      selector: e.dkim_selector ?? '',
      privateKey: e.dkim_private_key ?? '',
      publicKey: e.dkim_public_key ?? '',
    },
  };
}

/** The TXT record a DKIM verifier looks the public key up in. */
export function dkimDnsRecord(domain: string, selector: string, publicKey: string) {
  if (!domain || !selector || !publicKey) return null;
  return { name: `${selector}._domainkey.${domain}`, value: `v=DKIM1; k=rsa; p=${publicKey}` };
}

/** setting/email as the admin sees it: secrets never leave (ADR 0021), only whether they are set. */
export async function readEmailSettings(
  ctx: RequestContext,
  platformFrom: string,
): Promise<EmailSettingsView> {
  const s = await mailSettingsOf(ctx.db, ctx.shop.id);
  return {
    from_name: s.fromName,
    from_address: s.fromAddress,
    reply_to: s.replyTo,
    transport: s.transport,
    smtp_host: s.smtp.host,
    smtp_port: s.smtp.port,
    smtp_security: s.smtp.security,
    smtp_user: s.smtp.user,
    smtp_password: '',
    dkim_enabled: s.dkim.enabled,
    dkim_domain: s.dkim.domain,
    dkim_selector: s.dkim.selector,
    dkim_private_key: '',
    secrets_set: [
      ...(s.smtp.password ? ['smtp_password'] : []),
      ...(s.dkim.privateKey ? ['dkim_private_key'] : []),
    ],
    dkim_dns: dkimDnsRecord(s.dkim.domain, s.dkim.selector, s.dkim.publicKey),
    platform_from: platformFrom,
  };
}

/** The public half of a PEM private key as the DNS record carries it (base64 DER), or a 400. */
function publicKeyOf(privateKeyPem: string): string {
  try {
    const key = createPrivateKey(privateKeyPem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    return createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64');
  } catch {
    const message = 'Paste an RSA private key in PEM form (-----BEGIN PRIVATE KEY-----), or generate one.';
    throw badRequest(message, { dkim_private_key: message });
  }
}

export async function saveEmailSettings(
  ctx: RequestContext,
  input: EmailSettingsSave,
  platformFrom: string,
): Promise<EmailSettingsView> {
  const current = await mailSettingsOf(ctx.db, ctx.shop.id);
  const privateKey = input.dkim_private_key.trim();
  const clearsKey = input.secrets_clear?.includes('dkim_private_key') && !privateKey;
  const publicKey = privateKey ? publicKeyOf(privateKey) : clearsKey ? '' : current.dkim.publicKey;
  if (input.dkim_enabled && !publicKey) {
    const message = 'Paste the DKIM private key or generate one.';
    throw badRequest(message, { dkim_private_key: message });
  }
  // The server will connect there: an internal address is refused now, under the host field.
  if (input.transport === 'own') await refuseUnreachable('smtp_host', input.smtp_host, input.smtp_port);
  const entries: Record<string, string> = {
    from_name: input.from_name,
    from_address: input.from_address,
    reply_to: input.reply_to,
    transport: input.transport,
    smtp_host: input.smtp_host,
    smtp_port: String(input.smtp_port),
    smtp_security: input.smtp_security,
    smtp_user: input.smtp_user,
    smtp_password: input.smtp_password,
    dkim_enabled: input.dkim_enabled ? '1' : '0',
    dkim_domain: input.dkim_domain,
    dkim_selector: input.dkim_selector,
    dkim_private_key: privateKey,
    dkim_public_key: publicKey,
  };
  const keyed = Object.fromEntries(Object.entries(entries).map(([k, v]) => [prefix + k, v]));
  const clear = (input.secrets_clear ?? []).map((k) => prefix + k);
  await writeConfigEntries(ctx, configTypes.general, secretsToWrite(keyed, secretKeys, clear), secretKeys);
  return readEmailSettings(ctx, platformFrom);
}

/** A new 2048-bit RSA key pair for DKIM: the private half is stored sealed, the public half shown as DNS. */
export async function generateDkimKey(ctx: RequestContext, platformFrom: string): Promise<EmailSettingsView> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const current = await mailSettingsOf(ctx.db, ctx.shop.id);
  // A record to publish at once: a selector and the sender's domain unless the shop chose its own.
  const senderDomain = current.fromAddress.split('@')[1] ?? '';
  const entries = {
    ...(current.dkim.selector ? {} : { [`${prefix}dkim_selector`]: 'emporia' }),
    ...(current.dkim.domain || !senderDomain ? {} : { [`${prefix}dkim_domain`]: senderDomain }),
    [`${prefix}dkim_private_key`]: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    [`${prefix}dkim_public_key`]: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
  await writeConfigEntries(ctx, configTypes.general, entries, secretKeys);
  return readEmailSettings(ctx, platformFrom);
}
