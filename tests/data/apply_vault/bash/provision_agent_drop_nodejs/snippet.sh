# ... existing code ...

log "Installing Docker"
install -m 0755 -d /etc/apt/keyrings
# ... existing code ...
apt-get install -y docker-ce docker-ce-cli containerd.io docker-buildx-plugin

log "Creating agent user"
if ! id "$AGENT_USER" >/dev/null 2>&1; then
# ... existing code ...
