dump() {
  local out="$BACKUP_DIR/$DB_NAME-$(timestamp).dump"
  pg_dump --no-owner --format=custom "$DB_NAME" > "$out"
  echo "$out"
}
