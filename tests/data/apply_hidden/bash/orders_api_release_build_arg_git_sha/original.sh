#!/usr/bin/env bash
# release.sh - build, tag and push the api image, then roll the deployment.
set -euo pipefail

REGISTRY="${REGISTRY:-ghcr.io/acme}"
IMAGE="${REGISTRY}/orders-api"
DOCKERFILE="${DOCKERFILE:-deploy/Dockerfile}"
NAMESPACE="${NAMESPACE:-orders}"
GIT_SHA="$(git rev-parse --short HEAD)"

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
}

die() {
  log "error: $*"
  exit 1
}

require() {
  local cmd
  for cmd in "$@"; do
    command -v "$cmd" >/dev/null 2>&1 || die "missing command: $cmd"
  done
}

check_clean_tree() {
  if [[ -n "$(git status --porcelain)" ]]; then
    die "working tree is dirty; commit or stash first"
  fi
}

build_image() {
  local tag="$1"
  log "building ${IMAGE}:${tag}"
  docker build --pull -t "${IMAGE}:${tag}" -f "${DOCKERFILE}" .
}

push_image() {
  local tag="$1"
  log "pushing ${IMAGE}:${tag}"
  docker push "${IMAGE}:${tag}"
}

rollout() {
  local tag="$1"
  log "rolling out ${tag} to ${NAMESPACE}"
  kubectl -n "${NAMESPACE}" set image deployment/orders-api api="${IMAGE}:${tag}"
  kubectl -n "${NAMESPACE}" rollout status deployment/orders-api --timeout=180s
}

main() {
  local tag="${1:-$GIT_SHA}"
  require git docker kubectl
  check_clean_tree
  build_image "$tag"
  push_image "$tag"
  rollout "$tag"
  log "released ${tag}"
}

main "$@"
