#!/usr/bin/env bash
# Entry point for the transcode-worker container.
# Pulls one job description from the environment, fetches the master,
# runs the ffmpeg preset and uploads the rendition.

set -euo pipefail

: "${JOB_ID:?JOB_ID is required}"
: "${SOURCE_URI:?SOURCE_URI is required}"
: "${DEST_URI:?DEST_URI is required}"
: "${PRESET:=aac_normal}"
: "${SCRATCH_DIR:=/scratch}"
: "${FFMPEG_TIMEOUT:=1800}"

log() {
  printf '%s job=%s %s\n' "$(date -u +%FT%TZ)" "${JOB_ID}" "$*" >&2
}

fetch_master() {
  local uri="$1" dest="$2"
  case "${uri}" in
    s3://*)
      aws s3 cp "${uri}" "${dest}" --only-show-errors
      ;;
    gs://*)
      gsutil -q cp "${uri}" "${dest}"
      ;;
    *)
      log "unsupported master uri: ${uri}"
      return 1
      ;;
  esac
}

upload_rendition() {
  local src="$1" uri="$2"
  case "${uri}" in
    s3://*)
      aws s3 cp "${src}" "${uri}" --only-show-errors
      ;;
    *)
      log "unsupported destination uri: ${uri}"
      return 1
      ;;
  esac
}

main() {
  local workdir master output
  workdir="$(mktemp -d "${SCRATCH_DIR}/job-${JOB_ID}.XXXXXX")"
  trap 'rm -rf "${workdir}"' EXIT
  master="${workdir}/master"
  output="${workdir}/rendition"

  log "fetching ${SOURCE_URI}"
  fetch_master "${SOURCE_URI}" "${master}"

  log "transcoding with preset ${PRESET}"
  timeout "${FFMPEG_TIMEOUT}" \
    python3 -m transcode.run --preset "${PRESET}" --input "${master}" --output "${output}"

  log "uploading to ${DEST_URI}"
  upload_rendition "${output}" "${DEST_URI}"
  log "done"
}

main "$@"
