#!/usr/bin/env bash
# Install the system packages needed to build and run the project locally.
set -euo pipefail

PACKAGES=(git curl jq make gcc)
DRY_RUN=0
VERBOSE=0

log() {
  echo "==> $*"
}

debug() {
  if (( VERBOSE )); then
    echo "    $*"
  fi
}

die() {
  echo "error: $*" >&2
  exit 1
}

run() {
  debug "+ $*"
  if (( DRY_RUN )); then
    echo "[dry-run] $*"
  else
    "$@"
  fi
}

parse_args() {
  while [[ $# -gt 0 ]]; do
    case "$1" in
      -n|--dry-run) DRY_RUN=1 ;;
      -v|--verbose) VERBOSE=1 ;;
      -h|--help)
        echo "Usage: $0 [--dry-run] [--verbose]"
        exit 0
        ;;
      *) die "unknown option: $1" ;;
    esac
    shift
  done
}

install_apt() {
  log "Installing packages with apt"
  run sudo apt-get update -y
  run sudo apt-get install -y "${PACKAGES[@]}" build-essential
}

install_brew() {
  log "Installing packages with Homebrew"
  command -v brew >/dev/null 2>&1 || die "Homebrew is required on macOS: https://brew.sh"
  run brew install "${PACKAGES[@]}"
}

install_pacman() {
  log "Installing packages with pacman"
  run sudo pacman -Sy --needed --noconfirm "${PACKAGES[@]}" base-devel
}

detect_os() {
  if [[ "$(uname -s)" == "Darwin" ]]; then
    echo "macos"
  elif [[ -r /etc/os-release ]]; then
    # shellcheck disable=SC1091
    . /etc/os-release
    echo "${ID:-unknown}"
  else
    echo "unknown"
  fi
}

main() {
  parse_args "$@"
  local os
  os="$(detect_os)"
  log "Detected OS: $os"
  case "$os" in
    debian|ubuntu) install_apt ;;
    arch|manjaro|endeavouros) install_pacman ;;
    macos) install_brew ;;
    *) die "unsupported OS: $os" ;;
  esac
  if ! command -v uv >/dev/null 2>&1; then
    log "Installing uv"
    run sh -c "curl -LsSf https://astral.sh/uv/install.sh | sh"
  fi
  log "Done. Run 'make dev' to set up the project."
}

main "$@"
