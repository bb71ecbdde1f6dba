#!/usr/bin/env bash
# ci/lib.sh - helpers sourced by the CI job scripts.
# shellcheck shell=bash

: "${CI_LOG_LEVEL:=info}"

ci_info() {
  echo "[info] $*"
}

ci_warn() {
  echo "[warn] $*" >&2
}

ci_error() {
  echo "[error] $*" >&2
}

ci_group_start() {
  echo "::group::$1"
}

ci_group_end() {
  echo "::endgroup::"
}

require_cmd() {
  local cmd="$1"
  if ! command -v "$cmd" >/dev/null 2>&1; then
    ci_error "required command not found: $cmd"
    exit 127
  fi
}

require_env() {
  local name="$1"
  if [[ -z "${!name:-}" ]]; then
    ci_error "required environment variable not set: $name"
    exit 1
  fi
}

# retry <attempts> <cmd...>: run a command until it succeeds, backing off between tries.
retry() {
  local attempts="$1"
  shift
  local n=1
  until "$@"; do
    if (( n >= attempts )); then
      ci_error "command failed after $n attempts: $*"
      return 1
    fi
    ci_warn "attempt $n failed, retrying in $(( n * 5 ))s"
    sleep $(( n * 5 ))
    n=$(( n + 1 ))
  done
}

# cache_key <prefix> <files...>: a stable key from the contents of lock files.
cache_key() {
  local prefix="$1"
  shift
  echo "$prefix-$(cat "$@" | sha256sum | cut -c1-16)"
}
