// Brings the schema up to date with vendure-config.js (TypeORM synchronize) and exits.
process.env.SYNC = '1';
const { bootstrapWorker } = require('@vendure/core');
const { config } = require('./vendure-config');
bootstrapWorker(config)
  .then(async (w) => {
    await w.app.close();
    console.log('schema in sync');
    process.exit(0);
  })
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
