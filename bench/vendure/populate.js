// One-off setup: creates the schema (synchronize), imports initial-data.js and products.csv
// with Vendure's populate(), then rebuilds the search index and waits for every job.
//   NODE_ENV=production node populate.js
process.env.SYNC = '1';
const path = require('node:path');
const {
  bootstrap,
  JobQueueService,
  SearchService,
  RequestContextService,
  TransactionalConnection,
  Product,
} = require('@vendure/core');
const { populate } = require('@vendure/core/cli');
const { config } = require('./vendure-config');

async function waitForJobs(app, label) {
  const connection = app.get(TransactionalConnection);
  for (;;) {
    const rows = await connection.rawConnection.query(
      `SELECT "queueName", state, count(*)::int AS n FROM job_record GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const open = rows.filter((r) => r.state === 'PENDING' || r.state === 'RUNNING' || r.state === 'RETRYING');
    if (!open.length) {
      console.log(`${label}: all jobs done`, JSON.stringify(rows));
      return rows;
    }
    console.log(`${label}: waiting for`, JSON.stringify(open));
    await new Promise((r) => setTimeout(r, 2000));
  }
}

(async () => {
  const started = Date.now();
  // A separate port so a running bench server does not clash; jobs run in this process.
  config.apiOptions.port = 3901;
  const app = await populate(
    async () => {
      const a = await bootstrap(config);
      const connection = a.get(TransactionalConnection);
      const n = await connection.rawConnection.getRepository(Product).count();
      if (n > 0) {
        console.error(
          `vendure_bench already has ${n} products: drop and recreate the database to repopulate.`,
        );
        await a.close();
        process.exit(1);
      }
      await a.get(JobQueueService).start();
      return a;
    },
    require('./initial-data'),
    path.join(__dirname, 'products.csv'),
  );
  console.log(`populate() finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await waitForJobs(app, 'after import');
  const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
  const job = await app.get(SearchService).reindex(ctx);
  console.log('reindex job', job.id);
  await waitForJobs(app, 'after reindex');
  console.log(`setup done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await app.close();
  process.exit(0);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
