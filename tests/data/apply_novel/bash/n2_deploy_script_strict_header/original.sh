#!/bin/bash
set -e

# Deploys the current git revision to the given environment.
# Usage: ./deploy.sh <staging|production> [--skip-migrations]

ENVIRONMENT="$1"
SKIP_MIGRATIONS=false
APP_NAME="orders-service"
REGISTRY="registry.example.com/platform"

usage() {
    echo "Usage: $0 <staging|production> [--skip-migrations]" >&2
    exit 2
}

parse_args() {
    [[ -z "$ENVIRONMENT" ]] && usage
    case "$ENVIRONMENT" in
        staging|production) ;;
        *) usage ;;
    esac
    shift
    while [[ $# -gt 0 ]]; do
        case "$1" in
            --skip-migrations) SKIP_MIGRATIONS=true ;;
            *) usage ;;
        esac
        shift
    done
}

build_image() {
    local revision
    revision="$(git rev-parse --short HEAD)"
    IMAGE="${REGISTRY}/${APP_NAME}:${revision}"
    echo "==> Building ${IMAGE}"
    docker build --pull -t "$IMAGE" .
    docker push "$IMAGE"
}

run_migrations() {
    if [[ "$SKIP_MIGRATIONS" == true ]]; then
        echo "==> Skipping migrations"
        return
    fi
    echo "==> Running migrations on ${ENVIRONMENT}"
    kubectl --context "$ENVIRONMENT" run "${APP_NAME}-migrate-$(date +%s)" \
        --image "$IMAGE" --restart=Never --rm -i -- bin/migrate up
}

roll_out() {
    echo "==> Rolling out ${IMAGE} to ${ENVIRONMENT}"
    kubectl --context "$ENVIRONMENT" set image "deployment/${APP_NAME}" "app=${IMAGE}"
    kubectl --context "$ENVIRONMENT" rollout status "deployment/${APP_NAME}" --timeout=180s
}

parse_args "$@"
build_image
run_migrations
roll_out
echo "==> Deployed ${APP_NAME} to ${ENVIRONMENT}"
