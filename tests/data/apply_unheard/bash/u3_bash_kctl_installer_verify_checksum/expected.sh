#!/usr/bin/env bash
# Installer for the kctl command line tool.
#   curl -fsSL https://get.kctl.dev | bash -s -- --version 1.4.2
set -euo pipefail

VERSION="latest"
PREFIX="/usr/local"

die() {
  echo "kctl-install: $*" >&2
  exit 1
}

usage() {
  cat <<USAGE
Usage: install.sh [--version X.Y.Z] [--prefix DIR]
USAGE
}

parse_args() {
  while [[ $# -gt 0 ]]; do
    case "$1" in
      --version) VERSION="$2"; shift 2 ;;
      --prefix) PREFIX="$2"; shift 2 ;;
      -h|--help) usage; exit 0 ;;
      *) usage; die "unknown option: $1" ;;
    esac
  done
}

detect_os() {
  case "$(uname -s)" in
    Linux) echo linux ;;
    Darwin) echo darwin ;;
    *) die "unsupported OS: $(uname -s)" ;;
  esac
}

detect_arch() {
  case "$(uname -m)" in
    x86_64|amd64) echo amd64 ;;
    arm64|aarch64) echo arm64 ;;
    *) die "unsupported architecture: $(uname -m)" ;;
  esac
}

resolve_version() {
  if [[ "$VERSION" == "latest" ]]; then
    curl -fsSL https://api.github.com/repos/acme/kctl/releases/latest \
      | sed -n 's/.*"tag_name": *"v\([^"]*\)".*/\1/p'
  else
    echo "$VERSION"
  fi
}

download_release() {
  local version="$1" target="$2"
  local url="https://github.com/acme/kctl/releases/download/v${version}/kctl_${target}.tar.gz"
  local tmp
  tmp="$(mktemp -d)"
  curl -fsSL "$url" -o "$tmp/kctl.tar.gz"
  curl -fsSL "$url.sha256" -o "$tmp/kctl.tar.gz.sha256"
  (cd "$tmp" && sha256sum -c kctl.tar.gz.sha256 >/dev/null) || die "checksum mismatch for $url"
  tar -xzf "$tmp/kctl.tar.gz" -C "$tmp"
  echo "$tmp/kctl"
}

install_binary() {
  local bin="$1"
  local dest="$PREFIX/bin/kctl"
  if [[ -w "$PREFIX/bin" ]]; then
    install -m 0755 "$bin" "$dest"
  else
    sudo install -m 0755 "$bin" "$dest"
  fi
  echo "installed kctl to $dest"
}

main() {
  parse_args "$@"
  local version target bin
  version="$(resolve_version)"
  target="$(detect_os)_$(detect_arch)"
  bin="$(download_release "$version" "$target")"
  install_binary "$bin"
}

main "$@"
