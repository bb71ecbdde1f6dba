#!/usr/bin/env bash
# healthcheck.sh - run from cron every 5 minutes; exits non-zero on any failure
set -uo pipefail

WARN_DISK_PCT=80
WARN_MEM_PCT=90
WARN_LOAD=4.0
failures=0

report() {
  local level="$1" check="$2" msg="$3"
  printf '%s %-5s %-8s %s\n' "$(date -Is)" "$level" "$check" "$msg"
}

check_disk() {
  local used
  used=$(df --output=pcent / | tail -n 1 | tr -dc '0-9')
  if (( used >= WARN_DISK_PCT )); then
    report WARN disk "root filesystem ${used}% full"
    failures=$((failures + 1))
  else
    report OK disk "${used}% used"
  fi
}

check_memory() {
  local used
  # MemAvailable is what the kernel can actually hand out; "used" counts page cache
  used=$(awk '/^MemTotal:/ { t = $2 } /^MemAvailable:/ { a = $2 } END { printf "%d", (t - a) / t * 100 }' /proc/meminfo)
  if (( used >= WARN_MEM_PCT )); then
    report WARN memory "${used}% of RAM in use (available: $(( 100 - used ))%)"
    failures=$((failures + 1))
  else
    report OK memory "${used}% used"
  fi
}

check_load() {
  local load
  load=$(cut -d ' ' -f 1 /proc/loadavg)
  if awk -v l="$load" -v w="$WARN_LOAD" 'BEGIN { exit !(l >= w) }'; then
    report WARN load "1-minute load average ${load}"
    failures=$((failures + 1))
  else
    report OK load "${load}"
  fi
}

check_disk
check_memory
check_load

exit $(( failures > 0 ))
