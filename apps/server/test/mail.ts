// A real SMTP server on loopback for tests: the outbox worker delivers to it
// over SMTP exactly as it would to a production relay.
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Raw header values by lower-case name (the last one wins). */
  headers: Record<string, string>;
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
  /** Refuse every message with this answer (e.g. '552 Mailbox full') until called with null. */
  refuse(answer: string | null): void;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  let refusal: string | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusal) {
        const [, code, text] = /^(\d{3})\s*(.*)$/.exec(refusal) ?? ['', '550', refusal];
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error(text), { responseCode: Number(code) })));
        return;
      }
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address ?? '') ?? []);
          messages.push({
            to,
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(
              mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
            ),
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(predicate, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = messages.find(predicate);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(
        `no matching e-mail within ${timeoutMs} ms; got: ${messages.map((m) => m.subject).join(', ')}`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    refuse(answer) {
      refusal = answer;
    },
  };
}
