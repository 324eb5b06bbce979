#!/bin/bash
# CPU per request of a server and of its PostgreSQL backends during one bench run (issue 18):
#   bench/cpu-per-request.sh <server pid> <database> <scenario> [seconds] [url]
# Runs `npm run bench -- <scenario>` on core 1 and prints its result, how busy each core was, and
# the user + system CPU (from /proc) of the server process and of the database's client backends,
# divided by the requests answered. Linux only; loopback only.
set -euo pipefail
server=$1 database=$2 scenario=$3 seconds=${4:-10} url=${5:-http://127.0.0.1:4553}
ticks() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
backends() {
  local total=0
  for pid in $(psql -h 127.0.0.1 -U postgres -Atc "SELECT pid FROM pg_stat_activity WHERE datname = '$database'
      AND backend_type = 'client backend' AND pid <> pg_backend_pid()"); do
    total=$((total + $(ticks "$pid")))
  done
  echo "$total"
}
core() { awk -v c="cpu$1" '$1 == c {print $2 + $3 + $4 + $7 + $8, $5 + $6}' /proc/stat; }
read -r busy0 idle0 < <(core 0); read -r busy1 idle1 < <(core 1)
s0=$(ticks "$server"); b0=$(backends)
out=$(cd "$(dirname "$0")/.." && taskset -c 1 npm run -s bench -- "$scenario" --url "$url" --duration "$seconds")
read -r busy0b idle0b < <(core 0); read -r busy1b idle1b < <(core 1)
s1=$(ticks "$server"); b1=$(backends)
echo "$out"
n=$(echo "$out" | sed 's/.*"total_requests":\([0-9]*\).*/\1/')
tick_ms=$((1000 / $(getconf CLK_TCK)))
awk -v a=$((busy0b - busy0)) -v i=$((idle0b - idle0)) -v c=$((busy1b - busy1)) -v j=$((idle1b - idle1)) \
  -v s=$((s1 - s0)) -v b=$((b1 - b0)) -v n="$n" -v t="$tick_ms" 'BEGIN {
  printf "core 0 busy %.0f %%, core 1 busy %.0f %%, server %.2f ms CPU per request, backends %.2f ms\n",
    a * 100 / (a + i), c * 100 / (c + j), s * t / n, b * t / n }'
