#!/usr/bin/env bash
set -euo pipefail
IFS=$'\n\t'

APP_NAME="${APP_NAME:-storefront}"
DEPLOY_USER="${DEPLOY_USER:-deploy}"
RELEASES_DIR="/srv/${APP_NAME}/releases"
CURRENT_LINK="/srv/${APP_NAME}/current"
KEEP_RELEASES="${KEEP_RELEASES:-5}"

log() {
  printf '[%s] %s\n' "$(date '+%H:%M:%S')" "$*"
}

die() {
  log "ERROR: $*" >&2
  exit 1
}

usage() {
  cat <<EOF
Usage: $(basename "$0") <host> <git-ref>

Deploys <git-ref> of ${APP_NAME} to <host> and switches the current symlink.
EOF
}

build_release() {
  local ref="$1" out="$2"
  log "building ${ref}"
  git archive --format=tar "${ref}" | gzip > "${out}"
}

upload_release() {
  local host="$1" archive="$2" release="$3"
  log "uploading to ${host}:${RELEASES_DIR}/${release}"
  ssh "${DEPLOY_USER}@${host}" "mkdir -p '${RELEASES_DIR}/${release}'"
  scp -q "${archive}" "${DEPLOY_USER}@${host}:${RELEASES_DIR}/${release}/release.tar.gz"
  ssh "${DEPLOY_USER}@${host}" "cd '${RELEASES_DIR}/${release}' && tar xzf release.tar.gz && rm release.tar.gz"
}

activate_release() {
  local host="$1" release="$2"
  log "activating ${release}"
  ssh "${DEPLOY_USER}@${host}" "ln -sfn '${RELEASES_DIR}/${release}' '${CURRENT_LINK}' && sudo systemctl restart ${APP_NAME}"
}

prune_releases() {
  local host="$1"
  log "pruning old releases (keeping ${KEEP_RELEASES})"
  ssh "${DEPLOY_USER}@${host}" "ls -1dt '${RELEASES_DIR}'/* | tail -n +$((KEEP_RELEASES + 1)) | xargs -r rm -rf"
}

main() {
  if [[ $# -ne 2 ]]; then
    usage
    exit 2
  fi
  local host="$1" ref="$2"
  local release
  release="$(date '+%Y%m%d%H%M%S')-$(git rev-parse --short "${ref}")"
  local archive
  archive="$(mktemp)"
  trap 'rm -f "${archive}"' EXIT

  build_release "${ref}" "${archive}"
  upload_release "${host}" "${archive}" "${release}"
  activate_release "${host}" "${release}"
  prune_releases "${host}"
  log "deployed ${release} to ${host}"
}

main "$@"
