#!/usr/bin/env bash
# deploy.sh - build, push and roll out the storefront service
set -euo pipefail

readonly APP="storefront"
readonly REGISTRY="registry.internal.acme.io"
readonly NAMESPACE="${NAMESPACE:-shop}"

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
die() { log "error: $*"; exit 1; }

build() {
  local tag="$1"
  log "building ${APP}:${tag}"
  docker build -t "${REGISTRY}/${APP}:${tag}" .
}

push() {
  local tag="$1"
  log "pushing ${APP}:${tag}"
  docker push "${REGISTRY}/${APP}:${tag}"
}

rollout() {
  local tag="$1"
  log "rolling out ${APP}:${tag} to ${NAMESPACE}"
  kubectl -n "${NAMESPACE}" set image "deployment/${APP}" "${APP}=${REGISTRY}/${APP}:${tag}"
  kubectl -n "${NAMESPACE}" rollout status "deployment/${APP}" --timeout=5m
}

usage() {
  cat <<EOF
usage: $(basename "$0") <command> [tag]

commands:
  build <tag>     build the image
  push <tag>      push the image
  deploy <tag>    build, push and roll out
  status          show the rollout status
EOF
}

main() {
  local cmd="${1:-}"
  local tag="${2:-$(git rev-parse --short HEAD)}"

  case "$cmd" in
    build)
      build "$tag"
      ;;
    push)
      push "$tag"
      ;;
    deploy)
      build "$tag"
      push "$tag"
      rollout "$tag"
      ;;
    status)
      kubectl -n "${NAMESPACE}" rollout status "deployment/${APP}"
      ;;
    -h|--help|"")
      usage
      ;;
    *)
      usage
      die "unknown command: $cmd"
      ;;
  esac
}

main "$@"
