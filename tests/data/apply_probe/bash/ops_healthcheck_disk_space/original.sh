#!/usr/bin/env bash
# Health checks sourced by ops/bin/doctor. Each check prints one status line
# and returns non-zero on failure.

set -o pipefail

: "${CHECK_TIMEOUT:=5}"

_ok()   { printf '  \033[32mok\033[0m    %s\n' "$1"; }
_fail() { printf '  \033[31mFAIL\033[0m  %s\n' "$1"; }
_warn() { printf '  \033[33mwarn\033[0m  %s\n' "$1"; }

check_postgres() {
  local host="${PGHOST:-localhost}" port="${PGPORT:-5432}"
  if pg_isready -h "$host" -p "$port" -t "$CHECK_TIMEOUT" >/dev/null 2>&1; then
    _ok "postgres at $host:$port"
  else
    _fail "postgres at $host:$port is not accepting connections"
    return 1
  fi
}

check_redis() {
  local url="${REDIS_URL:-redis://localhost:6379}"
  if timeout "$CHECK_TIMEOUT" redis-cli -u "$url" ping 2>/dev/null | grep -q PONG; then
    _ok "redis at $url"
  else
    _fail "redis at $url did not answer PING"
    return 1
  fi
}

check_http() {
  local name="$1" url="$2"
  local code
  code=$(curl -s -o /dev/null -w '%{http_code}' --max-time "$CHECK_TIMEOUT" "$url")
  if [[ "$code" == 2* ]]; then
    _ok "$name ($url) -> $code"
  else
    _fail "$name ($url) -> ${code:-no answer}"
    return 1
  fi
}

check_certificate() {
  local host="$1" days="${2:-14}"
  local pem expiry
  pem=$(echo | openssl s_client -servername "$host" -connect "$host:443" 2>/dev/null)
  expiry=$(openssl x509 -noout -enddate <<<"$pem" 2>/dev/null | cut -d= -f2)
  if [[ -z "$expiry" ]]; then
    _fail "certificate for $host could not be read"
    return 1
  fi
  if openssl x509 -noout -checkend $((days * 86400)) <<<"$pem" >/dev/null; then
    _ok "certificate for $host valid until $expiry"
  else
    _warn "certificate for $host expires $expiry (< $days days)"
  fi
}
