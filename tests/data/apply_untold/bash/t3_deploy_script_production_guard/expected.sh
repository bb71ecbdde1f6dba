#!/usr/bin/env bash
# deploy.sh - build and roll out a service to the kubernetes cluster
set -euo pipefail

SERVICE=""
ENVIRONMENT="staging"
TAG="$(git rev-parse --short HEAD)"
DRY_RUN=0
REGISTRY="registry.acme.example"

usage() {
  cat <<EOF
Usage: $(basename "$0") -s SERVICE [-e ENV] [-t TAG] [-n]

  -s SERVICE   service directory under services/
  -e ENV       target environment (staging|production), default: staging
  -t TAG       image tag, default: current commit
  -n           dry run: print the commands instead of running them
EOF
}

run() {
  if [[ "$DRY_RUN" -eq 1 ]]; then
    echo "+ $*"
  else
    "$@"
  fi
}

while getopts ":s:e:t:nh" opt; do
  case "$opt" in
    s) SERVICE="$OPTARG" ;;
    e) ENVIRONMENT="$OPTARG" ;;
    t) TAG="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    h) usage; exit 0 ;;
    \?) echo "unknown option: -$OPTARG" >&2; usage; exit 2 ;;
    :) echo "option -$OPTARG needs a value" >&2; exit 2 ;;
  esac
done

[[ -n "$SERVICE" ]] || { usage; exit 2; }
[[ -d "services/$SERVICE" ]] || { echo "no such service: $SERVICE" >&2; exit 2; }

case "$ENVIRONMENT" in
  staging) CONTEXT="acme-staging" ;;
  production)
    CONTEXT="acme-prod"
    if [[ "$(git rev-parse --abbrev-ref HEAD)" != "main" ]]; then
      echo "production deploys must run from main" >&2
      exit 2
    fi
    read -r -p "Deploy $SERVICE:$TAG to PRODUCTION? [y/N] " answer
    [[ "$answer" == [yY] ]] || { echo "aborted"; exit 1; }
    ;;
  *) echo "unknown environment: $ENVIRONMENT" >&2; exit 2 ;;
esac

IMAGE="$REGISTRY/$SERVICE:$TAG"

echo "building $IMAGE"
run docker build -t "$IMAGE" "services/$SERVICE"
run docker push "$IMAGE"

echo "deploying $SERVICE to $ENVIRONMENT ($CONTEXT)"
run kubectl --context "$CONTEXT" -n "$SERVICE" set image "deployment/$SERVICE" "$SERVICE=$IMAGE"
run kubectl --context "$CONTEXT" -n "$SERVICE" rollout status "deployment/$SERVICE" --timeout=180s

echo "done"
