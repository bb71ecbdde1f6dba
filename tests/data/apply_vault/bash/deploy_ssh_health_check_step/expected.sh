#!/usr/bin/env bash
# Deploy the web app to a host over SSH: build, upload release, migrate, switch symlink.
set -Eeuo pipefail

APP=storefront
DEPLOY_USER=deploy
RELEASES_TO_KEEP=5
HOST=""
BRANCH=main
SKIP_MIGRATIONS=0

die() {
  echo "error: $*" >&2
  exit 1
}

step() {
  echo
  echo "==> $*"
}

remote() {
  ssh -o BatchMode=yes "$DEPLOY_USER@$HOST" "$@"
}

parse_args() {
  while [[ $# -gt 0 ]]; do
    case "$1" in
      -h|--host) HOST="$2"; shift 2 ;;
      -b|--branch) BRANCH="$2"; shift 2 ;;
      --skip-migrations) SKIP_MIGRATIONS=1; shift ;;
      *) die "unknown argument: $1" ;;
    esac
  done
  [[ -n "$HOST" ]] || die "--host is required"
}

build() {
  step "Building $APP@$BRANCH"
  git fetch origin "$BRANCH"
  git archive --format=tar.gz -o "/tmp/$APP.tar.gz" "origin/$BRANCH"
}

upload() {
  RELEASE="$(date -u +%Y%m%d%H%M%S)"
  step "Uploading release $RELEASE"
  remote "mkdir -p /srv/$APP/releases/$RELEASE"
  scp -q "/tmp/$APP.tar.gz" "$DEPLOY_USER@$HOST:/tmp/$APP.tar.gz"
  remote "tar -xzf /tmp/$APP.tar.gz -C /srv/$APP/releases/$RELEASE && rm /tmp/$APP.tar.gz"
  remote "ln -sfn /srv/$APP/shared/.env /srv/$APP/releases/$RELEASE/.env"
}

install_deps() {
  step "Installing dependencies"
  remote "cd /srv/$APP/releases/$RELEASE && npm ci --omit=dev --no-audit --no-fund"
}

migrate() {
  if (( SKIP_MIGRATIONS )); then
    step "Skipping migrations"
    return
  fi
  step "Running migrations"
  remote "cd /srv/$APP/releases/$RELEASE && npm run migrate"
}

switch_release() {
  step "Switching current -> $RELEASE"
  remote "ln -sfn /srv/$APP/releases/$RELEASE /srv/$APP/current"
  remote "sudo systemctl reload $APP"
}

health_check() {
  step "Checking health on $HOST"
  local attempt
  for attempt in 1 2 3 4 5; do
    if remote "curl -fsS --max-time 5 http://127.0.0.1:3000/healthz >/dev/null"; then
      return 0
    fi
    echo "  not healthy yet (attempt $attempt/5)"
    sleep 3
  done
  die "$APP did not become healthy after switching to $RELEASE"
}

cleanup() {
  step "Removing old releases"
  remote "cd /srv/$APP/releases && ls -1t | tail -n +$((RELEASES_TO_KEEP + 1)) | xargs -r rm -rf"
}

main() {
  parse_args "$@"
  build
  upload
  install_deps
  migrate
  switch_release
  health_check
  cleanup
  step "Deployed $APP@$BRANCH to $HOST"
}

main "$@"
