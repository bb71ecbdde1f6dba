main() {
  local cmd="${1:-}"
  local tag="${2:-$(git rev-parse --short HEAD)}"

  case "$cmd" in
    # ... build / push / deploy unchanged ...
    status)
      kubectl -n "${NAMESPACE}" rollout status "deployment/${APP}"
      ;;
    rollback)
      log "rolling back ${APP} in ${NAMESPACE}"
      kubectl -n "${NAMESPACE}" rollout undo "deployment/${APP}"
      kubectl -n "${NAMESPACE}" rollout status "deployment/${APP}" --timeout=5m
      ;;
    # ... rest of the cases ...
  esac
}
