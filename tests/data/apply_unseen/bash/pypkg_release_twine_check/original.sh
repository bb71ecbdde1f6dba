#!/usr/bin/env bash
# ci/release.sh - build and publish the python package from CI.
set -euo pipefail

ROOT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST_DIR="${ROOT_DIR}/dist"
VENV_DIR="${ROOT_DIR}/.venv-release"
PYTHON="${PYTHON:-python3}"

log() {
  echo "[release] $*" >&2
}

setup_venv() {
  log "creating virtualenv in ${VENV_DIR}"
  "${PYTHON}" -m venv "${VENV_DIR}"
  # shellcheck disable=SC1091
  source "${VENV_DIR}/bin/activate"
  pip install --quiet --upgrade pip build twine
}

check_version() {
  local tag="${GITHUB_REF_NAME:-}"
  local version
  version="$(python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
  if [[ -n "${tag}" && "${tag#v}" != "${version}" ]]; then
    log "tag ${tag} does not match version ${version}"
    exit 1
  fi
  log "version ${version}"
}

build_sdist() {
  log "building sdist"
  mkdir -p "${DIST_DIR}"
  python -m build --sdist --outdir "${DIST_DIR}"
}

build_wheel() {
  log "building wheel"
  rm -rf "${ROOT_DIR}/build" "${ROOT_DIR}"/src/*.egg-info
  mkdir -p "${DIST_DIR}"
  python -m build --wheel --outdir "${DIST_DIR}"
  ls -l "${DIST_DIR}"
  log "wheel ready"
}

publish() {
  if [[ "${DRY_RUN:-1}" == "1" ]]; then
    log "dry run, not uploading"
    return 0
  fi
  twine upload --non-interactive "${DIST_DIR}"/*
}

main() {
  cd "${ROOT_DIR}"
  rm -rf "${DIST_DIR}"
  setup_venv
  check_version
  build_sdist
  build_wheel
  publish
}

main "$@"
