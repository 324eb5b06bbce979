// The Vendure worker: runs the job queue (search index updates, collection filters) and
// scheduled tasks.
const { bootstrapWorker } = require('@vendure/core');
const { config } = require('./vendure-config');

bootstrapWorker(config)
  .then((worker) => worker.startJobQueue())
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
