#!/usr/bin/env bash
# Build and push the service images for a release.
set -euo pipefail

REGISTRY="${REGISTRY:-ghcr.io/acme}"
TAG="${1:?usage: $0 <tag>}"
PLATFORM="linux/amd64"

build_api() {
    local image="$REGISTRY/api:$TAG"
    echo "building $image"
    docker buildx build \
        --platform "$PLATFORM" \
        --file services/api/Dockerfile \
        --tag "$image" \
        --push \
        services/api
}

build_web() {
    local image="$REGISTRY/web:$TAG"
    echo "building $image"
    docker buildx build \
        --platform "$PLATFORM" \
        --file services/web/Dockerfile \
        --build-arg "PUBLIC_URL=https://app.acme.io" \
        --tag "$image" \
        --push \
        services/web
}

build_worker() {
    local image="$REGISTRY/worker:$TAG"
    echo "building $image"
    docker buildx build \
        --platform "$PLATFORM" \
        --file services/worker/Dockerfile \
        --tag "$image" \
        --push \
        services/worker
}

build_migrations() {
    local image="$REGISTRY/migrations:$TAG"
    echo "building $image"
    docker buildx build \
        --platform "$PLATFORM" \
        --file db/Dockerfile \
        --tag "$image" \
        --push \
        db
}

main() {
    build_api
    build_web
    build_worker
    build_migrations
    echo "pushed all images for $TAG"
}

main "$@"
