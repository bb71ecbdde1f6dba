# ... existing code ...
: "${SCRATCH_DIR:=/scratch}"
: "${FFMPEG_TIMEOUT:=1800}"

# ... existing code ...

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

# ... existing code ...
