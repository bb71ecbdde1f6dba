#!/usr/bin/env bash
# Preflight checks sourced by deploy.sh and provision.sh.
# Each check prints a status line and returns non-zero on failure.

: "${CHECK_VERBOSE:=0}"

_ok() {
  printf '  [ok]   %s\n' "$1"
}

_fail() {
  printf '  [FAIL] %s\n' "$1" >&2
}

check_command() {
  local cmd="$1"
  if command -v "$cmd" >/dev/null 2>&1; then
    _ok "found $cmd"
    return 0
  fi
  _fail "missing required command: $cmd"
  return 1
}

check_env_var() {
  local name="$1"
  if [[ -n "${!name:-}" ]]; then
    _ok "$name is set"
    return 0
  fi
  _fail "environment variable $name is not set"
  return 1
}

check_port_free() {
  local port="$1"
  if ss -ltn "sport = :$port" | grep -q LISTEN; then
    _fail "port $port is already in use"
    return 1
  fi
  _ok "port $port is free"
  return 0
}

check_docker_running() {
  if docker info >/dev/null 2>&1; then
    _ok "docker daemon is reachable"
    return 0
  fi
  _fail "docker daemon is not running (try: sudo systemctl start docker)"
  return 1
}

check_url_reachable() {
  local url="$1"
  if curl -fsS --max-time 5 -o /dev/null "$url"; then
    _ok "$url is reachable"
    return 0
  fi
  _fail "cannot reach $url"
  return 1
}
