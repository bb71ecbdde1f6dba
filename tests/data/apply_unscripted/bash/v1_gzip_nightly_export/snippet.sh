# ...

upload() {
  log "compressing and uploading $OUT_DIR"
  gzip -f "$OUT_DIR"/*.csv
  aws s3 cp --recursive --only-show-errors "$OUT_DIR" "$BUCKET/$(basename "$OUT_DIR")/"
}

# ... rest of the script ...
