#!/usr/bin/env bash
#
# bootstrap-agent.sh — prepare a fresh Linux build agent for the console farm.
# Run once as root after imaging; safe to re-run.
#
set -euo pipefail

AGENT_USER="${AGENT_USER:-buildbot}"
AGENT_HOME="/opt/forgeworks/agent"
CONTROLLER_URL="${CONTROLLER_URL:-https://buildctl.forgeworks.internal}"
DDC_MOUNT="/mnt/ddc"
NAS_SHARE="//nas01.forgeworks.internal/ddc"

log() {
  printf '[bootstrap] %s\n' "$*"
}

require_root() {
  if [[ $EUID -ne 0 ]]; then
    log "must run as root"
    exit 1
  fi
}

install_packages() {
  log "installing packages"
  apt-get update -q
  apt-get install -y -q build-essential clang lld git git-lfs cifs-utils python3 python3-venv
}

create_user() {
  if id "$AGENT_USER" >/dev/null 2>&1; then
    log "user $AGENT_USER exists"
    return
  fi
  log "creating user $AGENT_USER"
  useradd --system --create-home --home-dir "$AGENT_HOME" --shell /bin/bash "$AGENT_USER"
}

mount_ddc() {
  mkdir -p "$DDC_MOUNT"
  if mountpoint -q "$DDC_MOUNT"; then
    log "derived data cache already mounted"
    return
  fi
  log "mounting derived data cache from $NAS_SHARE"
  mount -t cifs "$NAS_SHARE" "$DDC_MOUNT" -o credentials=/etc/forgeworks/nas.cred,uid="$AGENT_USER"
}

register_agent() {
  local token
  token=$(cat /etc/forgeworks/agent.token)
  log "registering $(hostname) with $CONTROLLER_URL"
  curl -fsS -X POST "$CONTROLLER_URL/api/agents" \
    -H "Authorization: Bearer $token" \
    -d "{\"hostname\": \"$(hostname)\", \"platforms\": [\"linux_server\"]}"
}

main() {
  require_root
  install_packages
  create_user
  mount_ddc
  register_agent
  log "done"
}

main "$@"
