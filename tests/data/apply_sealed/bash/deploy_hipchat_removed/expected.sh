#!/usr/bin/env bash
# deploy.sh - build, push and roll out the web and worker services.
#
#   ./deploy.sh staging            deploy HEAD to staging
#   ./deploy.sh production v1.42.0 deploy a tag to production
#   ./deploy.sh rollback staging   roll back to the previous release
set -euo pipefail

readonly SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly REPO_ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
readonly REGISTRY="${REGISTRY:-registry.example.com/shop}"
readonly SERVICES=(web worker)
readonly HEALTH_TIMEOUT=180

CLUSTER=""
NAMESPACE=""
VERSION=""

info() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }
warn() { printf '\033[1;33mwarning:\033[0m %s\n' "$*" >&2; }
fail() { printf '\033[1;31merror:\033[0m %s\n' "$*" >&2; exit 1; }

usage() {
  sed -n '3,6p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
  exit 1
}

require() {
  local cmd
  for cmd in "$@"; do
    command -v "$cmd" >/dev/null 2>&1 || fail "missing required command: $cmd"
  done
}

select_target() {
  case "$1" in
    staging)
      CLUSTER="gke_shop_europe-west1_staging"
      NAMESPACE="shop-staging"
      ;;
    production)
      CLUSTER="gke_shop_europe-west1_prod"
      NAMESPACE="shop"
      ;;
    *)
      fail "unknown environment: $1"
      ;;
  esac
  kubectl config use-context "$CLUSTER" >/dev/null
}

resolve_version() {
  if [[ -n "${1:-}" ]]; then
    git -C "$REPO_ROOT" rev-parse --verify --quiet "refs/tags/$1" >/dev/null \
      || fail "tag $1 does not exist"
    VERSION="$1"
  else
    [[ -z "$(git -C "$REPO_ROOT" status --porcelain)" ]] || fail "working tree is dirty"
    VERSION="$(git -C "$REPO_ROOT" rev-parse --short=12 HEAD)"
  fi
}

build_and_push() {
  local service image
  for service in "${SERVICES[@]}"; do
    image="$REGISTRY/$service:$VERSION"
    if docker manifest inspect "$image" >/dev/null 2>&1; then
      info "$image already exists, skipping build"
      continue
    fi
    info "building $image"
    docker build \
      --file "$REPO_ROOT/docker/$service.Dockerfile" \
      --build-arg "APP_VERSION=$VERSION" \
      --tag "$image" \
      "$REPO_ROOT"
    docker push "$image"
  done
}

run_migrations() {
  info "running database migrations"
  kubectl -n "$NAMESPACE" delete job db-migrate --ignore-not-found
  kubectl -n "$NAMESPACE" create job db-migrate --from=cronjob/db-migrate-template
  kubectl -n "$NAMESPACE" set image job/db-migrate migrate="$REGISTRY/web:$VERSION"
  kubectl -n "$NAMESPACE" wait --for=condition=complete --timeout=600s job/db-migrate \
    || fail "migrations failed; see: kubectl -n $NAMESPACE logs job/db-migrate"
}

roll_out() {
  local service
  for service in "${SERVICES[@]}"; do
    info "rolling out $service"
    kubectl -n "$NAMESPACE" set image "deployment/$service" "$service=$REGISTRY/$service:$VERSION"
    kubectl -n "$NAMESPACE" annotate "deployment/$service" \
      kubernetes.io/change-cause="deploy $VERSION by ${USER:-ci}" --overwrite
  done
  for service in "${SERVICES[@]}"; do
    kubectl -n "$NAMESPACE" rollout status "deployment/$service" --timeout="${HEALTH_TIMEOUT}s" \
      || fail "$service did not become healthy"
  done
}

purge_cdn() {
  info "purging CDN cache"
  curl -fsS -X POST "https://api.fastly.com/service/${FASTLY_SERVICE_ID}/purge_all" \
    -H "Fastly-Key: ${FASTLY_API_TOKEN}" -H "Accept: application/json" >/dev/null \
    || warn "CDN purge failed, continuing"
}

notify_slack() {
  local status="$1" text
  [[ -n "${SLACK_WEBHOOK_URL:-}" ]] || return 0
  text="Deploy of \`$VERSION\` to *$NAMESPACE* $status"
  curl -fsS -X POST -H 'Content-type: application/json' \
    --data "{\"text\": \"$text\"}" "$SLACK_WEBHOOK_URL" >/dev/null || true
}

rollback() {
  local service
  for service in "${SERVICES[@]}"; do
    info "rolling back $service"
    kubectl -n "$NAMESPACE" rollout undo "deployment/$service"
  done
  for service in "${SERVICES[@]}"; do
    kubectl -n "$NAMESPACE" rollout status "deployment/$service" --timeout="${HEALTH_TIMEOUT}s"
  done
}

main() {
  [[ $# -ge 1 ]] || usage
  require git docker kubectl curl

  if [[ "$1" == "rollback" ]]; then
    [[ $# -eq 2 ]] || usage
    select_target "$2"
    VERSION="previous"
    rollback
    notify_slack "rolled back"
    return
  fi

  select_target "$1"
  resolve_version "${2:-}"

  trap 'notify_slack "failed :x:"' ERR

  build_and_push
  run_migrations
  roll_out
  purge_cdn
  notify_slack "succeeded :white_check_mark:"
  info "deployed $VERSION to $NAMESPACE"
}

main "$@"
