# ... existing code ...

upload_archive() {
  local archive="$1"
  local key="${SITE_ID}/$(basename "$archive")"
  # ... existing code ...
  aws s3 cp "$archive" "s3://${BUCKET}/${key}" --sse aws:kms --only-show-errors
  sha256sum "$archive" | awk '{print $1}' > "${archive}.sha256"
  aws s3 cp "${archive}.sha256" "s3://${BUCKET}/${key}.sha256" --only-show-errors
  log "uploaded $key (sha256 $(cat "${archive}.sha256"))"
}

# ... existing code ...
