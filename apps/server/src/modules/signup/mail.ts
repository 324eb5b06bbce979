import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadNodemailer } from '../../kernel/lazy-modules';
import type { PlatformMail } from '../email-settings';

export interface PlatformMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Mail from the platform itself (sign-up verification), sent while the merchant waits: no shop
 * exists yet, so neither a shop's sender nor the shop outbox applies (ADR 0075). Without
 * SMTP_URL the message is written under DATA_DIR/mail like every other mail of the demo.
 */
export async function sendPlatformMail(platform: PlatformMail, message: PlatformMessage): Promise<void> {
  const nodemailer = await loadNodemailer();
  const from = { name: 'Emporia', address: platform.from };
  if (platform.smtpUrl) {
    const transport = nodemailer.createTransport(platform.smtpUrl);
    try {
      await transport.sendMail({ from, ...message });
    } finally {
      transport.close();
    }
    return;
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ from, ...message });
  const dir = path.resolve(platform.dataDir, 'mail');
  mkdirSync(dir, { recursive: true });
  if ('message' in info && Buffer.isBuffer(info.message)) {
    writeFileSync(path.join(dir, `signup-${Date.now()}.eml`), info.message);
  }
}
