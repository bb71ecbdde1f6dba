restart_service() {
  # ... existing code ...
  sudo systemctl is-active --quiet "${APP_NAME}.service" || die "service failed to start"
}

wait_for_health() {
  local url="http://127.0.0.1:${APP_PORT}/healthz"
  local attempt
  for attempt in $(seq 1 "${HEALTH_RETRIES:-15}"); do
    if curl -fsS --max-time 2 "$url" >/dev/null; then
      log "health check passed after ${attempt} attempt(s)"
      return 0
    fi
    sleep 2
  done
  die "service did not become healthy at ${url}"
}

cleanup_old_releases() {
  log "keeping the last ${KEEP_RELEASES} releases"
  # ... existing code ...
}

main() {
  # ... existing code ...
  restart_service
  wait_for_health
  cleanup_old_releases
  log "deployed ${APP_NAME} ${TIMESTAMP}"
}
