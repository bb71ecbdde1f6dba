# ... header, argument parsing and platform check unchanged ...

# ... steps 1 (compress) and 2 (checksum manifest) as before ...

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

# ... step 4 (LATEST marker) unchanged ...
