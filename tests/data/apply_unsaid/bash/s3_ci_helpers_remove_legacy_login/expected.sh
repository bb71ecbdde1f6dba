#!/usr/bin/env bash
# Helpers sourced by the CI pipeline scripts.

REGISTRY="${REGISTRY:-registry.example.com}"
IMAGE_NAME="${IMAGE_NAME:-acme/api}"
GIT_SHA="$(git rev-parse --short HEAD)"

ci_log() {
    printf '\033[1;34m==> %s\033[0m\n' "$*"
}

ci_fail() {
    printf '\033[1;31mERROR: %s\033[0m\n' "$*" >&2
    exit 1
}

build_image() {
    local tag="$REGISTRY/$IMAGE_NAME:$GIT_SHA"

    ci_log "building $tag"
    docker build \
        --build-arg GIT_SHA="$GIT_SHA" \
        --label org.opencontainers.image.revision="$GIT_SHA" \
        -t "$tag" .
}

push_image() {
    local tag="$REGISTRY/$IMAGE_NAME:$GIT_SHA"

    ci_log "pushing $tag"
    docker push "$tag" || ci_fail "push failed for $tag"
}

tag_latest() {
    local src="$REGISTRY/$IMAGE_NAME:$GIT_SHA"
    local dst="$REGISTRY/$IMAGE_NAME:latest"

    ci_log "tagging $src as latest"
    docker tag "$src" "$dst"
    docker push "$dst"
}
