backup_mysql() {
  local db="$1"
  local out="$BACKUP_ROOT/mysql/${db}-$(date +%F).sql.gz"
  mkdir -p "$(dirname "$out")"
  log "dumping mysql database $db"
  mysqldump --single-transaction --quick --routines --triggers "$db" | gzip -9 >"$out"
  prune "$BACKUP_ROOT/mysql" 7
}
