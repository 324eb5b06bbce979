// The browser tests' mail server: a real SMTP server on loopback that the e2e shop server
// delivers to over SMTP, as it would to a production relay. Each message it receives is kept
// as an .eml file in DATA_DIR/mail, where tests/accounts-mail.ts reads them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
mkdirSync(dir, { recursive: true });
let received = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      // Names sort in the order mails arrived.
      writeFileSync(
        path.join(dir, `${Date.now()}-${String(received).padStart(6, '0')}.eml`),
        Buffer.concat(chunks),
      );
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`e2e mail server on smtp://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
