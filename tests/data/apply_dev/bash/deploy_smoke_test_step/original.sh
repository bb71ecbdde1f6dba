#!/usr/bin/env bash
#
# deploy.sh - build and roll out the web service to a target environment.
#
set -euo pipefail

ENVIRONMENT=""
TAG=""
DRY_RUN=0
REGISTRY="${REGISTRY:-registry.example.com/web}"

usage() {
  cat <<EOF
Usage: $(basename "$0") -e <staging|production> [-t tag] [-n]
  -e  target environment
  -t  image tag (defaults to the current git sha)
  -n  dry run: print commands instead of running them
EOF
  exit 1
}

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
}

run() {
  if [[ "$DRY_RUN" -eq 1 ]]; then
    echo "+ $*"
  else
    "$@"
  fi
}

while getopts ":e:t:nh" opt; do
  case "$opt" in
    e) ENVIRONMENT="$OPTARG" ;;
    t) TAG="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    h|*) usage ;;
  esac
done

case "$ENVIRONMENT" in
  staging|production) ;;
  *) log "unknown environment: '$ENVIRONMENT'"; usage ;;
esac

TAG="${TAG:-$(git rev-parse --short HEAD)}"
IMAGE="$REGISTRY:$TAG"

build_image() {
  log "building $IMAGE"
  run docker build -t "$IMAGE" .
  run docker push "$IMAGE"
}

migrate_db() {
  log "running migrations on $ENVIRONMENT"
  run kubectl --context "$ENVIRONMENT" -n web run "migrate-$TAG" --rm -i --restart=Never \
    --image="$IMAGE" -- bin/migrate
}

rollout() {
  log "rolling out $IMAGE to $ENVIRONMENT"
  run kubectl --context "$ENVIRONMENT" -n web set image deploy/web web="$IMAGE"
  run kubectl --context "$ENVIRONMENT" -n web rollout status deploy/web --timeout=300s
}

build_image
migrate_db
rollout
log "done"
