#!/usr/bin/env bash
# Stops the server and worker started by start.sh (by their pids only).
cd "$(dirname "$0")"
for name in server worker; do
  f="$name.pid"
  [ -f "$f" ] || continue
  pid="$(cat "$f")"
  if kill -0 "$pid" 2>/dev/null; then
    kill "$pid"
    for i in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    if kill -0 "$pid" 2>/dev/null; then kill -9 "$pid"; echo "$name (pid $pid) killed"; else echo "$name (pid $pid) stopped"; fi
  fi
  rm -f "$f"
done
