# ... existing code ...

backup_photos() {
  local out="$WORKDIR/photos-$STAMP.tar.gz"
  log "archiving recipe photos"
  tar -czf "$out" -C /srv/pantrypal/media photos
  aws s3 cp "$out" "$BACKUP_BUCKET/media/" --only-show-errors --storage-class STANDARD_IA
  log "upload finished"
}

# ... existing code ...
