#!/usr/bin/env bash
# setup-dev.sh - bootstrap a developer machine for the acme monorepo
set -euo pipefail

if [[ "$(uname -s)" != "Darwin" ]]; then
  echo "setup-dev.sh only supports macOS" >&2
  exit 1
fi

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_VERSION="20"
PYTHON_VERSION="3.12"

info() {
  echo "==> $*"
}

warn() {
  echo "!! $*" >&2
}

install_brew_packages() {
  info "installing homebrew packages"
  brew bundle --file="$REPO_ROOT/Brewfile"
}

install_node() {
  info "installing node $NODE_VERSION"
  if ! command -v fnm >/dev/null 2>&1; then
    warn "fnm not found, skipping node setup"
    return 0
  fi
  fnm install "$NODE_VERSION"
  fnm default "$NODE_VERSION"
  corepack enable
}

install_python() {
  info "installing python $PYTHON_VERSION"
  if ! command -v uv >/dev/null 2>&1; then
    warn "uv not found, skipping python setup"
    return 0
  fi
  uv python install "$PYTHON_VERSION"
  (cd "$REPO_ROOT" && uv sync)
}

install_git_hooks() {
  info "installing git hooks"
  git -C "$REPO_ROOT" config core.hooksPath .githooks
}

main() {
  install_brew_packages
  install_node
  install_python
  install_git_hooks
  info "all set"
}

main "$@"
