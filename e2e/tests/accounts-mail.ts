// Reads the e-mails the e2e shop sent over SMTP to the test's mail server (smtp-catcher.mjs), which
// keeps each as an .eml file under DATA_DIR/mail.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface SentMail {
  to: string[];
  subject: string;
  text: string;
  /** The HTML part ('' when the mail has none). */
  html: string;
  /** The Reply-To header as written, if any. */
  replyTo: string;
}

async function sentMails(): Promise<SentMail[]> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return Promise.all(
    files.sort().map(async (file) => {
      const mail = await simpleParser(readFileSync(path.join(dir, file)));
      const to = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address ?? '') ?? []);
      return {
        to,
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        replyTo: mail.replyTo?.text ?? '',
      };
    }),
  );
}

/** Waits for the newest e-mail to `address` whose text `pattern` matches, and returns the match. */
export async function matchMailedTo(address: string, pattern: RegExp, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mail = (await sentMails()).reverse().find((m) => m.to.includes(address) && pattern.test(m.text));
    const match = mail && pattern.exec(mail.text);
    if (match) return { mail, match };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
}

/**
 * Waits for the newest e-mail to `address` with a link to `path` (any link by default) and
 * returns that link: a new account's welcome mail, with its link to the account, is passed over.
 */
export async function linkMailedTo(address: string, path = '/', timeoutMs = 15_000): Promise<string> {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (await matchMailedTo(address, new RegExp(`https?://[^/\\s]+${escaped}\\S*`), timeoutMs)).match[0];
}
