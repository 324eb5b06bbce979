#!/usr/bin/env bash
# Starts the Vendure server (port 3900) and its worker in the background, NODE_ENV=production.
# Logs: server.log, worker.log. Pids: server.pid, worker.pid. Waits for the shop API.
# WORKER=0 ./start.sh starts the server alone (nothing in the benches needs a job).
set -euo pipefail
cd "$(dirname "$0")"
export NODE_ENV=production
PORT="${VENDURE_PORT:-3900}"

running() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

if running server.pid; then
  echo "server already running (pid $(cat server.pid))"
else
  nohup node server.js >> server.log 2>&1 &
  echo $! > server.pid
fi
if [ "${WORKER:-1}" != "0" ]; then
  if running worker.pid; then
    echo "worker already running (pid $(cat worker.pid))"
  else
    nohup node worker.js >> worker.log 2>&1 &
    echo $! > worker.pid
  fi
fi

for i in $(seq 1 120); do
  if curl -sf -o /dev/null -X POST -H 'content-type: application/json' \
      --data '{"query":"{ activeChannel { code } }"}' "http://127.0.0.1:${PORT}/shop-api"; then
    echo "Vendure up on http://127.0.0.1:${PORT}/shop-api (server pid $(cat server.pid)$( [ -f worker.pid ] && running worker.pid && echo ", worker pid $(cat worker.pid)"); ${i}x0.5 s)"
    exit 0
  fi
  if ! running server.pid; then
    echo "server exited; see server.log" >&2
    tail -20 server.log >&2
    exit 1
  fi
  sleep 0.5
done
echo "shop API did not answer within 60 s; see server.log" >&2
exit 1
