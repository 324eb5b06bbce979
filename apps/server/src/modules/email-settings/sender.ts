import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@emporia/db';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { loadNodemailer } from '../../kernel/lazy-modules';
import { CannotConnect, checkedDestination } from '../../kernel/outbound/guard';
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
  /**
   * Readies the way out; for the shop's own server that is the outbound guard's check of its
   * address (CannotConnect). `send` does it too; the test mail calls it first so a refused address
   * writes nothing.
   */
  open(): Promise<void>;
  send(mail: OutgoingMail): Promise<{ response: string }>;
  close(): void;
}

/** Timeouts short enough that a test mail to a dead server answers while the admin waits. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The shop's own server, through the outbound guard (ADR 0104): its host is resolved and checked
 * once, and nodemailer connects to that address, TLS verifying the name the merchant typed.
 */
async function ownTransport(smtp: MailSettings['smtp']): Promise<Transporter> {
  const { host, port, security, user, password } = smtp;
  const destination = await checkedDestination(host, port);
  const nodemailer = await loadNodemailer();
  const options: SMTPTransport.Options = {
    host: destination.address,
    port,
    secure: security === 'tls',
    requireTLS: security === 'starttls',
    ignoreTLS: security === 'none',
    ...(destination.servername
      ? { servername: destination.servername, tls: { servername: destination.servername } }
      : {}),
    ...(user ? { auth: { user, pass: password } } : {}),
    ...timeouts,
  };
  return nodemailer.createTransport(options);
}

async function platformTransport(platform: PlatformMail): Promise<Transporter> {
  const nodemailer = await loadNodemailer();
  // SMTP_URL is the operator's relay: trusted, and its errors are shown as they are.
  if (platform.smtpUrl) return nodemailer.createTransport(platform.smtpUrl);
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

/**
 * What the shop's own server's failure may tell the merchant: its SMTP reply once it greeted as an
 * SMTP server (a wrong password, a refused recipient); anything before that, or without a reply
 * (refused, silent, not SMTP, TLS failing), is the guard's one sentence, so no answer tells an open
 * port from a closed one. The cause stays in the error's detail for the server log.
 */
function ownServerFailure(err: unknown): unknown {
  const e = err as { command?: unknown; responseCode?: unknown; message?: unknown };
  if (err instanceof CannotConnect) return err;
  if (typeof e.responseCode === 'number' && e.command !== 'CONN') return err;
  return new CannotConnect(String(e.message ?? err));
}

/** Settings are read when a mail leaves, so a change applies to mails already queued. */
export async function shopSender(
  db: Db,
  shopId: number,
  shopName: string,
  platform: PlatformMail,
): Promise<ShopSender> {
  const settings = await mailSettingsOf(db, shopId);
  const own = settings.transport === 'own';
  let opened: Promise<Transporter> | undefined;
  const open = () => {
    opened ??= own ? ownTransport(settings.smtp) : platformTransport(platform);
    return opened;
  };
  const toDisk = !own && !platform.smtpUrl;
  const { dkim } = settings;
  const envelope: SendMailOptions = {
    from: { name: settings.fromName || shopName, address: settings.fromAddress || platform.from },
    ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
    ...(dkim.enabled && dkim.privateKey
      ? { dkim: { domainName: dkim.domain, keySelector: dkim.selector, privateKey: dkim.privateKey } }
      : {}),
  };
  const sendMail = async (mail: OutgoingMail) =>
    (await open()).sendMail({
      ...envelope,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      headers: mail.headers ?? {},
    });
  return {
    open: async () => {
      await open();
    },
    async send(mail) {
      const info = await sendMail(mail).catch((err: unknown) => {
        throw own ? ownServerFailure(err) : err;
      });
      if (toDisk && 'message' in info && Buffer.isBuffer(info.message)) {
        const dir = path.resolve(platform.dataDir, 'mail');
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, `${String(mail.id).padStart(8, '0')}.eml`), info.message);
        return { response: `Written to ${path.join('mail', `${String(mail.id).padStart(8, '0')}.eml`)}` };
      }
      return { response: String((info as { response?: string }).response ?? 'Accepted') };
    },
    close: () => {
      opened?.then((transport) => transport.close()).catch(() => {});
    },
  };
}

/** What the server answered to a refused mail, or why it could not be reached. */
export function serverAnswerOf(err: unknown): string {
  const e = err as { response?: unknown; message?: unknown; code?: unknown };
  const text = typeof e.response === 'string' && e.response ? e.response : String(e.message ?? err);
  return text.slice(0, 500);
}
