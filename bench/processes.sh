#!/bin/bash
# Throughput of WORKERS=1 against WORKERS=2 on the same database (issue 18), alternating 1, 2, 1, 2 …
#   bench/processes.sh <database> <data dir> <kind> [rounds] [seconds]
# kind: product-json (GET /api/v1/storefront/product/{slug}) or product-html (GET /{slug}, the
# server-rendered page), each over every enabled product of the demo shop in turn, so no two
# consecutive requests are the same; product-json-one asks one product's JSON again and again (an
# answer-cache hit: what a process does when the database has nothing to add). The load comes from wrk (Debian's package), not autocannon:
# autocannon is JavaScript and fills a core of its own at these rates, which on a 2-core machine
# leaves a second server process nothing to run on. wrk answers the same requests for a fraction of
# that CPU. Caches as the environment says (CATALOG_READ_CACHE, PAGE_CACHE_MB). Loopback only.
set -euo pipefail
database=$1 data_dir=$2 kind=$3 rounds=${4:-3} seconds=${5:-15}
root=$(cd "$(dirname "$0")/.." && pwd)
port=${PORT:-4560}
url=postgres://postgres@127.0.0.1:5432/$database
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

psql -h 127.0.0.1 -U postgres -d "$database" -Atc "SELECT DISTINCT pt.slug FROM product_translations pt
  JOIN products p ON p.shop_id = pt.shop_id AND p.id = pt.product_id
  JOIN shops s ON s.id = p.shop_id WHERE s.subdomain = 'demo' AND p.status = 1 AND pt.slug <> '' ORDER BY 1" >"$work/slugs"
case $kind in
  product-json) sed 's|^|/api/v1/storefront/product/|' "$work/slugs" >"$work/paths" ;;
  product-html) sed 's|^|/|' "$work/slugs" >"$work/paths" ;;
  product-json-one) echo /api/v1/storefront/product/trailblazer-rain-jacket >"$work/paths" ;;
  *) echo "unknown kind: $kind" >&2; exit 2 ;;
esac
cat >"$work/rotate.lua" <<'LUA'
-- Each connection walks the paths from its own starting point, one after another.
local paths, at = {}, 0
function init(args)
  for line in io.lines(os.getenv("PATHS")) do paths[#paths + 1] = line end
  at = math.random(#paths)
end
function request()
  at = at % #paths + 1
  return wrk.format("GET", paths[at])
end
LUA
echo "$(wc -l <"$work/paths") paths; $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"

for round in $(seq "$rounds"); do
  for workers in 1 2; do
    (cd "$root" && WORKERS=$workers PORT=$port RATE_LIMIT_MAX=0 LOG_LEVEL=warn NODE_ENV=production \
      DATA_DIR=$data_dir DATABASE_URL=$url exec node apps/server/dist/server.js) >"$work/server.log" 2>&1 &
    server=$!
    until curl -sf -o /dev/null "http://127.0.0.1:$port/api/v1/health"; do sleep 0.1; done
    sleep 1 # let every worker come up
    PATHS="$work/paths" wrk -t1 -c10 -d3s -s "$work/rotate.lua" "http://127.0.0.1:$port" >/dev/null
    out=$(PATHS="$work/paths" wrk -t1 -c10 -d"${seconds}s" --latency -s "$work/rotate.lua" "http://127.0.0.1:$port")
    rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
    p50=$(echo "$out" | awk '$1 == "50%" {print $2}')
    p99=$(echo "$out" | awk '$1 == "99%" {print $2}')
    errors=$(echo "$out" | awk '/Non-2xx|Socket errors/ {print}' | tr '\n' ' ')
    echo "round $round WORKERS=$workers: $rps req/s, p50 $p50, p99 $p99 ${errors:-no errors}; load $(cut -d' ' -f1 /proc/loadavg)"
    kill "$server"
    wait "$server" 2>/dev/null || true
  done
done
