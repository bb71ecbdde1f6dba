backup_uploads() {
  local out="${BACKUP_ROOT}/uploads/uploads-${STAMP}.tar.gz"
  mkdir -p "$(dirname "$out")"
  tar -czf "$out" -C "$(dirname "$UPLOADS_DIR")" "$(basename "$UPLOADS_DIR")"
  verify_archive "$out" && sha256sum "$out" > "${out}.sha256"
}

# ... rest of the script unchanged ...
