backup_database() {
  local dump_file="${BACKUP_ROOT}/db/${DB_NAME}_${STAMP}.sql.gz"
  mkdir -p "${BACKUP_ROOT}/db"
  log "dumping database ${DB_NAME} to ${dump_file}"
  pg_dump --no-owner --dbname="${DB_NAME}" | gzip -9 > "${dump_file}"
  (cd "${BACKUP_ROOT}/db" && sha256sum "$(basename "${dump_file}")" > "$(basename "${dump_file}").sha256")
}

# ... existing code ...
