#!/usr/bin/env bash
set -euo pipefail

CHART_DIR="./charts/storefront"
RELEASE="storefront"

require_image_tag() {
    if [[ -z "${IMAGE_TAG:-}" ]]; then
        echo "IMAGE_TAG must be set" >&2
        exit 1
    fi
}

deploy_dev() {
    require_image_tag
    helm upgrade --install "$RELEASE" "$CHART_DIR" \
        --namespace storefront-dev \
        --set image.tag="$IMAGE_TAG" \
        --set replicaCount=1 \
        --set resources.limits.memory=512Mi \
        --wait --timeout 5m
}

deploy_staging() {
    require_image_tag
    helm upgrade --install "$RELEASE" "$CHART_DIR" \
        --namespace storefront-staging \
        --set image.tag="$IMAGE_TAG" \
        --set replicaCount=2 \
        --set resources.limits.memory=1Gi \
        --wait --timeout 5m
}

deploy_prod() {
    require_image_tag
    helm upgrade --install "$RELEASE" "$CHART_DIR" \
        --namespace storefront-prod \
        --set image.tag="$IMAGE_TAG" \
        --set replicaCount=4 \
        --set resources.limits.memory=1Gi \
        --wait --timeout 10m
}

usage() {
    echo "usage: $0 {dev|staging|prod}" >&2
    exit 2
}

case "${1:-}" in
    dev) deploy_dev ;;
    staging) deploy_staging ;;
    prod) deploy_prod ;;
    *) usage ;;
esac
