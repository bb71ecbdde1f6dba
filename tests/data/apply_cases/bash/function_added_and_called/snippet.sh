# ... existing code ...

run() {
  if [[ "$DRY_RUN" -eq 1 ]]; then
    echo "+ $*"
  else
    "$@"
  fi
}

require() {
  command -v "$1" >/dev/null 2>&1 || { log "missing required command: $1"; exit 127; }
}

# ... existing code ...

require kubectl
log "deploying api:$TAG to $ENVIRONMENT"
# ... existing code ...
