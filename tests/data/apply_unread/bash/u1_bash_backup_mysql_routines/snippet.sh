# ... existing code ...

backup_mysql() {
  local dir="${BACKUP_ROOT}/mysql"
  ensure_dir "${dir}"
  log "mysql: dumping"
  mysqldump --all-databases --single-transaction --routines --triggers | gzip -6 > "${dir}/mysql-${STAMP}.sql.gz"
  find "${dir}" -name 'mysql-*.sql.gz' -mtime +"${RETENTION_DAYS}" -delete
  log "mysql: done"
}

# ... existing code ...
