#!/usr/bin/env bash
# deploy.sh - build, push and roll out the web app with docker compose.
set -Eeuo pipefail

APP_NAME="shopfront"
REGISTRY="${REGISTRY:-registry.example.com/team}"
VERSION="${VERSION:-$(git rev-parse --short HEAD)}"
IMAGE="${REGISTRY}/${APP_NAME}:${VERSION}"
COMPOSE_FILE="${COMPOSE_FILE:-deploy/docker-compose.prod.yml}"

log() {
  echo "==> $*"
}

require() {
  local cmd
  for cmd in "$@"; do
    command -v "${cmd}" > /dev/null 2>&1 || {
      echo "missing dependency: ${cmd}" >&2
      exit 1
    }
  done
}

build_image() {
  log "building ${IMAGE}"
  docker build --pull -t "${IMAGE}" .
}

push_image() {
  log "pushing ${IMAGE}"
  docker push "${IMAGE}"
}

run_migrations() {
  log "running database migrations"
  docker compose -f "${COMPOSE_FILE}" run --rm web alembic upgrade head
}

rollout() {
  log "rolling out ${VERSION}"
  IMAGE="${IMAGE}" docker compose -f "${COMPOSE_FILE}" up -d --remove-orphans web worker
  docker image prune -f > /dev/null
}

usage() {
  echo "usage: $0 {build|push|migrate|deploy}" >&2
  exit 2
}

main() {
  require docker git
  case "${1:-deploy}" in
    build) build_image ;;
    push) build_image && push_image ;;
    migrate) run_migrations ;;
    deploy)
      build_image
      push_image
      run_migrations
      rollout
      ;;
    *) usage ;;
  esac
}

main "$@"
