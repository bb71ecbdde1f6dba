#!/usr/bin/env bash
# build_bundles.sh - cook and package asset bundles for a game client build.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PROJECT_ROOT="${SCRIPT_DIR}/.."
OUT_DIR="${OUT_DIR:-${PROJECT_ROOT}/build/bundles}"
PLATFORM="${1:-win64}"
COOKER="${COOKER:-${PROJECT_ROOT}/tools/bin/assetcook}"
MANIFEST="${PROJECT_ROOT}/config/bundles.json"

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
}

die() {
  log "ERROR: $*"
  exit 1
}

check_tools() {
  command -v jq >/dev/null || die "jq is required"
  command -v zstd >/dev/null || die "zstd is required"
  [[ -x "$COOKER" ]] || die "cooker not found at $COOKER"
}

cook_bundle() {
  local name="$1"
  local stage="${OUT_DIR}/stage/${name}"
  rm -rf "$stage"
  mkdir -p "$stage"

  log "cooking ${name} for ${PLATFORM}"
  "$COOKER" --platform "$PLATFORM" \
    --manifest "$MANIFEST" \
    --bundle "$name" \
    --out "$stage"

  local archive="${OUT_DIR}/${PLATFORM}/${name}.bundle"
  mkdir -p "$(dirname "$archive")"
  tar -C "$stage" -cf - . | zstd -q -f -19 -o "$archive"
  sha256sum "$archive" | cut -d' ' -f1 > "${archive}.sha256"
  log "wrote ${archive}"
}

main() {
  check_tools
  mkdir -p "$OUT_DIR"

  local bundles
  bundles=$(jq -r --arg p "$PLATFORM" '.bundles[] | select(.platforms | index($p)) | .name' "$MANIFEST")
  [[ -n "$bundles" ]] || die "no bundles for platform ${PLATFORM}"

  local count=0
  for b in $bundles; do
    cook_bundle "$b"
    count=$((count + 1))
  done

  log "cooked ${count} bundles into ${OUT_DIR}/${PLATFORM}"
}

main "$@"
