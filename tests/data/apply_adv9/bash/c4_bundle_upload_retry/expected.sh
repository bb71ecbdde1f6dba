#!/usr/bin/env bash
# upload-bundles.sh — compress, checksum and upload packed asset bundles for a build.
# Usage: upload-bundles.sh <build-number> <platform> [bundle-dir]
set -euo pipefail

BUILD_NUMBER="${1:?build number required}"
PLATFORM="${2:?platform required}"
BUNDLE_DIR="${3:-Saved/Bundles/$PLATFORM}"
BUCKET="s3://forgeworks-bundles"
STAGING="$(mktemp -d)"

trap 'rm -rf "$STAGING"' EXIT

log() {
  echo "[upload-bundles] $*" >&2
}

case "$PLATFORM" in
  win64|ps5|xsx|switch) ;;
  *)
    log "unknown platform: $PLATFORM"
    exit 2
    ;;
esac

if [[ ! -d "$BUNDLE_DIR" ]]; then
  log "bundle dir not found: $BUNDLE_DIR"
  exit 1
fi

# 1. compress each bundle with zstd into staging
for bundle in "$BUNDLE_DIR"/*.bundle; do
  name="$(basename "$bundle")"
  zstd -q -19 --long=27 "$bundle" -o "$STAGING/$name.zst"
done

# 2. write the checksum manifest
(
  cd "$STAGING"
  sha256sum ./*.zst > SHA256SUMS
)
log "staged $(find "$STAGING" -name '*.zst' | wc -l) bundles"

# 3. upload, retrying: the office uplink drops long transfers now and then
DEST="$BUCKET/$PLATFORM/$BUILD_NUMBER"
for attempt in 1 2 3; do
  if aws s3 cp --recursive --only-show-errors "$STAGING" "$DEST/"; then
    break
  fi
  if [[ $attempt -eq 3 ]]; then
    log "upload failed after $attempt attempts"
    exit 1
  fi
  log "upload attempt $attempt failed, retrying in $((attempt * 10))s"
  sleep $((attempt * 10))
done
log "uploaded to $DEST"

# 4. point the LATEST marker at this build
echo "$BUILD_NUMBER" | aws s3 cp - "$BUCKET/$PLATFORM/LATEST"
log "LATEST -> $BUILD_NUMBER"
