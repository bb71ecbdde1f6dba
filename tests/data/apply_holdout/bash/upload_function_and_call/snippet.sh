# ... existing code ...

upload() {
  local file="$1"
  if [[ -n "${BACKUP_BUCKET:-}" ]]; then
    aws s3 cp "$file" "s3://$BACKUP_BUCKET/$(basename "$file")" --only-show-errors
  fi
}

main() {
  mkdir -p "$BACKUP_DIR"
  local file
  file="$(dump)"
  echo "wrote $file"
  upload "$file"
  prune
}

main "$@"
