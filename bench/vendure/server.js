// The Vendure server (shop and admin APIs). Jobs run in worker.js.
const { bootstrap } = require('@vendure/core');
const { config } = require('./vendure-config');

bootstrap(config).catch((err) => {
  console.error(err);
  process.exit(1);
});
