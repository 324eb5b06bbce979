import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@emporia/db';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { loadNodemailer } from '../../platform/lazy-modules';
import { type MailSettings, mailSettingsOf } from './settings';

/** The platform's own way out, from the server configuration. */
export interface PlatformMail {
  /** smtp://user:pass@host:port; without it messages are written as .eml files under dataDir/mail. */
  smtpUrl?: string;
  dataDir: string;
  /** The platform's sender address, used when a shop sets none. */
  from: string;
}

export interface OutgoingMail {
  /** Names the .eml file when mail is written to disk. */
  id: number;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
}

/** A shop's way out: its SMTP server or the platform's, its sender and its DKIM signature. */
export interface ShopSender {
  send(mail: OutgoingMail): Promise<{ response: string }>;
  close(): void;
}

/** Timeouts short enough that a test mail to a dead server answers while the admin waits. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

async function transportOf(settings: MailSettings, platform: PlatformMail): Promise<Transporter> {
  const nodemailer = await loadNodemailer();
  if (settings.transport === 'own') {
    const { host, port, security, user, password } = settings.smtp;
    const options: SMTPTransport.Options = {
      host,
      port,
      secure: security === 'tls',
      requireTLS: security === 'starttls',
      ignoreTLS: security === 'none',
      ...(user ? { auth: { user, pass: password } } : {}),
      ...timeouts,
    };
    return nodemailer.createTransport(options);
  }
  if (platform.smtpUrl) return nodemailer.createTransport(platform.smtpUrl);
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

/** Settings are read when a mail leaves, so a change applies to mails already queued. */
export async function shopSender(
  db: Db,
  shopId: number,
  shopName: string,
  platform: PlatformMail,
): Promise<ShopSender> {
  const settings = await mailSettingsOf(db, shopId);
  const transport = await transportOf(settings, platform);
  const toDisk = settings.transport === 'platform' && !platform.smtpUrl;
  const { dkim } = settings;
  const envelope: SendMailOptions = {
    from: { name: settings.fromName || shopName, address: settings.fromAddress || platform.from },
    ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
    ...(dkim.enabled && dkim.privateKey
      ? { dkim: { domainName: dkim.domain, keySelector: dkim.selector, privateKey: dkim.privateKey } }
      : {}),
  };
  return {
    async send(mail) {
      const info = await transport.sendMail({
        ...envelope,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        headers: mail.headers ?? {},
      });
      if (toDisk && 'message' in info && Buffer.isBuffer(info.message)) {
        const dir = path.resolve(platform.dataDir, 'mail');
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, `${String(mail.id).padStart(8, '0')}.eml`), info.message);
        return { response: `Written to ${path.join('mail', `${String(mail.id).padStart(8, '0')}.eml`)}` };
      }
      return { response: String((info as { response?: string }).response ?? 'Accepted') };
    },
    close: () => transport.close(),
  };
}

/** What the server answered to a refused mail, or why it could not be reached. */
export function serverAnswerOf(err: unknown): string {
  const e = err as { response?: unknown; message?: unknown; code?: unknown };
  const text = typeof e.response === 'string' && e.response ? e.response : String(e.message ?? err);
  return text.slice(0, 500);
}
