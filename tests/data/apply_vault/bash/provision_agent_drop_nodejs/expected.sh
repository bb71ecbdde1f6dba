#!/usr/bin/env bash
# Provision a fresh Ubuntu 22.04 VM for the build agents.
# Run as root: curl -fsSL https://example.internal/provision.sh | bash
set -euo pipefail

export DEBIAN_FRONTEND=noninteractive
AGENT_USER="buildkite"
NODE_MAJOR=20

log() {
  echo "[provision] $*"
}

if [[ $EUID -ne 0 ]]; then
  echo "must run as root" >&2
  exit 1
fi

log "Updating package index"
apt-get update -qq

log "Installing base packages"
apt-get install -y --no-install-recommends \
  ca-certificates curl git gnupg jq unzip htop build-essential

log "Installing Docker"
install -m 0755 -d /etc/apt/keyrings
curl -fsSL https://download.docker.com/linux/ubuntu/gpg | gpg --dearmor -o /etc/apt/keyrings/docker.gpg
echo "deb [arch=$(dpkg --print-architecture) signed-by=/etc/apt/keyrings/docker.gpg] https://download.docker.com/linux/ubuntu $(. /etc/os-release && echo "$VERSION_CODENAME") stable" \
  > /etc/apt/sources.list.d/docker.list
apt-get update -qq
apt-get install -y docker-ce docker-ce-cli containerd.io docker-buildx-plugin

log "Creating agent user"
if ! id "$AGENT_USER" >/dev/null 2>&1; then
  useradd --create-home --shell /bin/bash "$AGENT_USER"
fi
usermod -aG docker "$AGENT_USER"

log "Configuring firewall"
ufw default deny incoming
ufw default allow outgoing
ufw allow OpenSSH
ufw --force enable

log "Tuning sysctl"
cat > /etc/sysctl.d/90-build-agent.conf <<'EOF'
fs.inotify.max_user_watches = 524288
vm.max_map_count = 262144
EOF
sysctl --system >/dev/null

log "Done. Reboot recommended."
