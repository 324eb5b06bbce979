// `npm run db:citus`: distributes a migrated database over Citus (ADR 0089). Run it once on the
// coordinator after the first migration, and again after a migration adds a table: tables Citus
// already knows are skipped. Without the citus extension it only prints the plan and exits 1.
import { sql } from 'drizzle-orm';
import { citusPlan } from '../citus-layout';
import { migrateDatabase, openDatabase } from '../connection';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to the Citus coordinator.');
  process.exit(2);
}
const database = await openDatabase({ url, poolMax: 1 });
try {
  await migrateDatabase(database, url);
  const plan = await citusPlan(database.db);
  const citus = await database.db.execute(sql`SELECT 1 FROM pg_extension WHERE extname = 'citus'`);
  if (citus.rows.length === 0) {
    console.log(plan.join(';\n'));
    console.error('The citus extension is not installed here (CREATE EXTENSION citus): nothing was changed.');
    process.exitCode = 1;
  } else {
    const known = await database.db.execute(
      sql.raw('SELECT logicalrelid::regclass::text AS t FROM pg_dist_partition'),
    );
    const done = new Set(known.rows.map((r) => String(r.t)));
    for (const call of plan) {
      const table = /'([a-z0-9_]+)'/.exec(call)?.[1] ?? '';
      if (done.has(table)) continue;
      await database.db.execute(sql.raw(call));
      console.log(`${call}: done`);
    }
  }
} finally {
  await database.close();
}
