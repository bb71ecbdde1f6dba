#!/usr/bin/env bash
# images.sh - build the container images for every service in the monorepo.
#
# Usage: images.sh [api|worker|scheduler|web|all] [--push]
set -euo pipefail

ROOT="$(git rev-parse --show-toplevel)"
REGISTRY="${REGISTRY:-ghcr.io/acme}"
TAG="${TAG:-$(git rev-parse --short HEAD)}"
PLATFORMS="${PLATFORMS:-linux/amd64,linux/arm64}"
PUSH=0

for arg in "$@"; do
  [[ "$arg" == "--push" ]] && PUSH=1
done

buildx() {
  local output="--load"
  if [[ $PUSH -eq 1 ]]; then
    output="--push"
  fi
  docker buildx build --platform "$PLATFORMS" "$output" "$@"
}

build_api() {
  buildx \
    --file "$ROOT/services/api/Dockerfile" \
    --build-arg "GIT_SHA=$TAG" \
    --cache-from "type=registry,ref=$REGISTRY/api:buildcache" \
    --tag "$REGISTRY/api:$TAG" \
    "$ROOT/services/api"
}

build_worker() {
  buildx \
    --file "$ROOT/services/worker/Dockerfile" \
    --build-arg "GIT_SHA=$TAG" \
    --cache-from "type=registry,ref=$REGISTRY/worker:buildcache" \
    --tag "$REGISTRY/worker:$TAG" \
    "$ROOT/services/worker"
}

build_scheduler() {
  buildx \
    --file "$ROOT/services/worker/Dockerfile" \
    --build-arg "GIT_SHA=$TAG" \
    --cache-from "type=registry,ref=$REGISTRY/scheduler:buildcache" \
    --tag "$REGISTRY/scheduler:$TAG" \
    "$ROOT/services/worker"
}

build_web() {
  buildx \
    --file "$ROOT/web/Dockerfile" \
    --build-arg "GIT_SHA=$TAG" \
    --cache-from "type=registry,ref=$REGISTRY/web:buildcache" \
    --tag "$REGISTRY/web:$TAG" \
    "$ROOT/web"
}

target="${1:-all}"
case "$target" in
  api) build_api ;;
  worker) build_worker ;;
  scheduler) build_scheduler ;;
  web) build_web ;;
  all | --push)
    build_api
    build_worker
    build_scheduler
    build_web
    ;;
  *)
    echo "unknown target: $target" >&2
    exit 2
    ;;
esac
