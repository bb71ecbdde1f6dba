#!/usr/bin/env bash
set -euo pipefail

ENVIRONMENT="staging"
TAG="latest"
DRY_RUN=0

usage() {
  cat <<EOF
Usage: $(basename "$0") [-e environment] [-t tag] [-n]
  -e  target environment (staging|production), default staging
  -t  image tag to deploy, default latest
  -n  dry run: print the commands instead of running them
EOF
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
    h) usage; exit 0 ;;
    *) usage; exit 2 ;;
  esac
done

case "$ENVIRONMENT" in
  staging)
    CLUSTER="gke_acme_staging"
    REPLICAS=1
    ;;
  production)
    CLUSTER="gke_acme_prod"
    REPLICAS=4
    ;;
  *)
    log "unknown environment: $ENVIRONMENT"
    exit 2
    ;;
esac

log "deploying api:$TAG to $ENVIRONMENT"
run kubectl --context "$CLUSTER" set image deployment/api api="registry.acme.io/api:$TAG"
run kubectl --context "$CLUSTER" scale deployment/api --replicas="$REPLICAS"
run kubectl --context "$CLUSTER" rollout status deployment/api --timeout=300s
log "done"
