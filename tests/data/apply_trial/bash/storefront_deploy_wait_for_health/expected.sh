#!/usr/bin/env bash
# deploy.sh - build and roll out a release of the storefront app to this host.
set -euo pipefail

APP_NAME="storefront"
APP_PORT="${APP_PORT:-8080}"
DEPLOY_ROOT="/srv/${APP_NAME}"
RELEASES_DIR="${DEPLOY_ROOT}/releases"
KEEP_RELEASES="${KEEP_RELEASES:-5}"
ARTIFACT_BUCKET="s3://acme-artifacts/${APP_NAME}"
TIMESTAMP="$(date +%Y%m%d%H%M%S)"
RELEASE_DIR="${RELEASES_DIR}/${TIMESTAMP}"

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"
}

die() {
  log "ERROR: $*" >&2
  exit 1
}

require() {
  local cmd
  for cmd in "$@"; do
    command -v "$cmd" >/dev/null 2>&1 || die "missing required command: $cmd"
  done
}

build_artifact() {
  log "building ${APP_NAME}"
  npm ci --silent
  npm run build
  tar -czf "/tmp/${APP_NAME}-${TIMESTAMP}.tar.gz" -C dist .
}

upload_artifact() {
  log "uploading artifact to ${ARTIFACT_BUCKET}"
  aws s3 cp "/tmp/${APP_NAME}-${TIMESTAMP}.tar.gz" "${ARTIFACT_BUCKET}/${TIMESTAMP}.tar.gz" --only-show-errors
}

unpack_release() {
  log "unpacking into ${RELEASE_DIR}"
  mkdir -p "$RELEASE_DIR"
  tar -xzf "/tmp/${APP_NAME}-${TIMESTAMP}.tar.gz" -C "$RELEASE_DIR"
  ln -sfn "${DEPLOY_ROOT}/shared/.env" "${RELEASE_DIR}/.env"
}

switch_symlink() {
  log "switching current -> ${TIMESTAMP}"
  ln -sfn "$RELEASE_DIR" "${DEPLOY_ROOT}/current.tmp"
  mv -Tf "${DEPLOY_ROOT}/current.tmp" "${DEPLOY_ROOT}/current"
}

restart_service() {
  log "restarting ${APP_NAME}.service"
  sudo systemctl restart "${APP_NAME}.service"
  sudo systemctl is-active --quiet "${APP_NAME}.service" || die "service failed to start"
}

wait_for_health() {
  local url="http://127.0.0.1:${APP_PORT}/healthz"
  local attempt
  for attempt in $(seq 1 "${HEALTH_RETRIES:-15}"); do
    if curl -fsS --max-time 2 "$url" >/dev/null; then
      log "health check passed after ${attempt} attempt(s)"
      return 0
    fi
    sleep 2
  done
  die "service did not become healthy at ${url}"
}

cleanup_old_releases() {
  log "keeping the last ${KEEP_RELEASES} releases"
  ls -1dt "${RELEASES_DIR}"/*/ | tail -n +"$((KEEP_RELEASES + 1))" | xargs -r rm -rf
  rm -f "/tmp/${APP_NAME}-${TIMESTAMP}.tar.gz"
}

main() {
  require npm aws tar curl
  build_artifact
  upload_artifact
  unpack_release
  switch_symlink
  restart_service
  wait_for_health
  cleanup_old_releases
  log "deployed ${APP_NAME} ${TIMESTAMP}"
}

main "$@"
