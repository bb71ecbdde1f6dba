#!/usr/bin/env bash
# Provision a fresh Ubuntu host for the app. Run as root.
set -euo pipefail

DEPLOY_USER="deploy"
EXTRA_PACKAGES=""
APP_DIR="/srv/app"
BASE_PACKAGES=(curl git htop jq ufw unattended-upgrades)

usage() {
  cat <<EOF
Usage: $(basename "$0") [options]
  -u, --user NAME      account to create (default: deploy)
  -p, --packages LIST  extra apt packages, comma separated
  -h, --help           show this help
EOF
}

run() {
  echo "+ $*"
  "$@"
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    -u|--user) DEPLOY_USER="$2"; shift 2 ;;
    -p|--packages) EXTRA_PACKAGES="$2"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;
  esac
done

if [[ $EUID -ne 0 ]]; then
  echo "must be run as root" >&2
  exit 1
fi

install_packages() {
  local packages=("${BASE_PACKAGES[@]}")
  if [[ -n "$EXTRA_PACKAGES" ]]; then
    IFS=',' read -r -a extra <<<"$EXTRA_PACKAGES"
    packages+=("${extra[@]}")
  fi
  run apt-get update -q
  run env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${packages[@]}"
}

create_user() {
  if id "$DEPLOY_USER" >/dev/null 2>&1; then
    echo "user $DEPLOY_USER already exists"
    return
  fi
  run useradd --create-home --shell /bin/bash "$DEPLOY_USER"
  run install -d -m 700 -o "$DEPLOY_USER" -g "$DEPLOY_USER" "/home/$DEPLOY_USER/.ssh"
}

configure_firewall() {
  run ufw default deny incoming
  run ufw default allow outgoing
  run ufw allow OpenSSH
  run ufw allow 443/tcp
  run ufw --force enable
}

prepare_app_dir() {
  run install -d -m 755 -o "$DEPLOY_USER" -g "$DEPLOY_USER" "$APP_DIR"
  run install -d -m 755 -o "$DEPLOY_USER" -g "$DEPLOY_USER" "$APP_DIR/releases"
  run install -d -m 755 -o "$DEPLOY_USER" -g "$DEPLOY_USER" "$APP_DIR/shared"
}

install_packages
create_user
configure_firewall
prepare_app_dir
echo "done: host ready for $DEPLOY_USER"
