// npm run bench:idle -- --pid <server pid> [--seconds 120]
// What a server costs when nobody asks it anything: its CPU time over --seconds (from
// /proc/<pid>/stat, user + system, as a share of one core), its resident memory at the start and
// the end, and — with DATABASE_URL — the transactions its database committed meanwhile
// (pg_stat_database of that database: every statement outside a transaction counts as one), so a
// poll per shop or per second shows. Run it on a server that has just served every shop
// (`bench:many-shops -- --mix sweep`) and on one that has served one, and compare.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { residentMb } from './process-memory';

const { values } = parseArgs({
  options: { pid: { type: 'string' }, seconds: { type: 'string', default: '120' } },
});
if (!values.pid) {
  console.error('Usage: npm run bench:idle -- --pid <server pid> [--seconds 120]');
  process.exit(2);
}
const pid = values.pid;
const seconds = Math.max(5, Number(values.seconds));

/** User + system CPU time of the process, in clock ticks (fields 14 and 15 of /proc/<pid>/stat). */
function cpuTicks(): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
// Linux's USER_HZ, the unit of /proc/<pid>/stat, is 100 on every architecture Node runs on.
const ticksPerSecond = 100;

const client = process.env.DATABASE_URL
  ? new pg.Client({ connectionString: process.env.DATABASE_URL })
  : undefined;
await client?.connect();
const transactions = async () => {
  if (!client) return 0;
  const { rows } = await client.query<{ n: string }>(
    'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
  );
  return Number(rows[0]?.n ?? 0);
};

const rssBefore = residentMb(pid);
const ticksBefore = cpuTicks();
const transactionsBefore = await transactions();
const t0 = Date.now();
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const elapsedS = (Date.now() - t0) / 1000;
const cpuS = (cpuTicks() - ticksBefore) / ticksPerSecond;
// This script's own two statistics reads count as transactions of the database too.
const databaseTransactions = Math.max(0, (await transactions()) - transactionsBefore - 1);
await client?.end();
console.log(
  JSON.stringify({
    seconds: +elapsedS.toFixed(1),
    cpu_s: +cpuS.toFixed(2),
    cpu_percent_of_a_core: +((100 * cpuS) / elapsedS).toFixed(2),
    rss_mb: { start: rssBefore, end: residentMb(pid) },
    ...(client
      ? {
          database_transactions: databaseTransactions,
          database_transactions_per_s: +(databaseTransactions / elapsedS).toFixed(3),
        }
      : {}),
  }),
);
