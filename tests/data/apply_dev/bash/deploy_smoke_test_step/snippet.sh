# ... (argument parsing and validation stay the same) ...

TAG="${TAG:-$(git rev-parse --short HEAD)}"
IMAGE="$REGISTRY:$TAG"

# ... build_image, migrate_db and rollout unchanged ...

smoke_test() {
  local url
  if [[ "$ENVIRONMENT" == "production" ]]; then
    url="https://app.example.com/healthz"
  else
    url="https://staging.app.example.com/healthz"
  fi
  log "smoke testing $url"
  run curl --fail --silent --show-error --retry 5 --retry-delay 3 "$url"
}

build_image
migrate_db
rollout
smoke_test
log "done"
