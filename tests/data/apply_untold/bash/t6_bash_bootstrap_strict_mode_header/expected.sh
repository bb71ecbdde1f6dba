#!/usr/bin/env bash
set -euo pipefail

# Bootstraps a developer machine for the storefront monorepo.
# Usage: scripts/bootstrap.sh  (safe to re-run)

NODE_VERSION="20"
PNPM_VERSION="9.1.0"
REPO_ROOT="$(cd "$(dirname "$0")/.." && pwd)"

say() {
  printf '\033[1;34m==>\033[0m %s\n' "$1"
}

warn() {
  printf '\033[1;33mwarning:\033[0m %s\n' "$1" >&2
}

install_node() {
  if command -v node >/dev/null 2>&1; then
    current="$(node --version | sed 's/^v//' | cut -d. -f1)"
    if [ "$current" = "$NODE_VERSION" ]; then
      say "node $NODE_VERSION already installed"
      return
    fi
    warn "found node $current, expected $NODE_VERSION"
  fi
  say "installing node $NODE_VERSION via fnm"
  fnm install "$NODE_VERSION"
  fnm default "$NODE_VERSION"
}

install_pnpm() {
  say "enabling pnpm $PNPM_VERSION via corepack"
  corepack enable
  corepack prepare "pnpm@$PNPM_VERSION" --activate
}

install_deps() {
  say "installing workspace dependencies"
  cd "$REPO_ROOT"
  pnpm install --frozen-lockfile
}

setup_env() {
  if [ ! -f "$REPO_ROOT/.env.local" ]; then
    say "creating .env.local from template"
    cp "$REPO_ROOT/.env.example" "$REPO_ROOT/.env.local"
  fi
}

install_node
install_pnpm
install_deps
setup_env
say "all set - run 'pnpm dev' to start"
