#!/usr/bin/env bash
# One-off: creates the vendure_bench database (if absent), generates products.csv and
# populates Vendure (schema, initial data, 1,000 products, search index), then ANALYZE.
# To start over: ./stop.sh; psql -h 127.0.0.1 -U postgres -c 'DROP DATABASE vendure_bench'; ./setup.sh
set -euo pipefail
cd "$(dirname "$0")"
export NODE_ENV=production
if ! psql -h 127.0.0.1 -U postgres -Atc "SELECT 1 FROM pg_database WHERE datname = 'vendure_bench'" | grep -q 1; then
  psql -h 127.0.0.1 -U postgres -c 'CREATE DATABASE vendure_bench'
fi
node make-csv.js > make-csv.log
node populate.js 2>&1 | grep -v 'waiting for' | tee populate.log
psql -h 127.0.0.1 -U postgres -d vendure_bench -c 'ANALYZE'
