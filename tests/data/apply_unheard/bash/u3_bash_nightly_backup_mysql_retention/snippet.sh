# ... existing code ...

backup_mysql() {
  local dest="$BACKUP_ROOT/mysql/$STAMP"
  mkdir -p "$dest"
  log "dumping mysql to $dest"
  mysqldump --single-transaction --routines --triggers --events --all-databases | gzip -9 > "$dest/all.sql.gz"
  prune_old "$BACKUP_ROOT/mysql" 7
}

# ... existing code ...
