#!/usr/bin/env bash
set -euo pipefail

APP_NAME="billing-api"
REGISTRY="${REGISTRY:-registry.acme.internal}"
ENVIRONMENT="${1:-staging}"
GIT_SHA="$(git rev-parse --short HEAD)"
IMAGE="${REGISTRY}/${APP_NAME}:${GIT_SHA}"

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
}

require() {
  local cmd
  for cmd in "$@"; do
    if ! command -v "$cmd" >/dev/null 2>&1; then
      log "missing required command: $cmd"
      exit 1
    fi
  done
}

build_image() {
  log "building ${IMAGE}"
  docker build \
    --build-arg "GIT_SHA=${GIT_SHA}" \
    --tag "${IMAGE}" \
    .
}

push_image() {
  log "pushing ${IMAGE}"
  docker push "${IMAGE}"
}

deploy() {
  log "deploying ${IMAGE} to ${ENVIRONMENT}"
  kubectl --context "${ENVIRONMENT}" set image "deployment/${APP_NAME}" \
    "${APP_NAME}=${IMAGE}"
  kubectl --context "${ENVIRONMENT}" rollout status "deployment/${APP_NAME}" --timeout=180s
}

main() {
  require docker kubectl git
  build_image
  push_image
  deploy
  log "done"
}

main "$@"
