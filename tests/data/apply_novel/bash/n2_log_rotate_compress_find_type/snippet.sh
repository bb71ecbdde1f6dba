# ...

compress_old_logs() {
    find "$LOG_DIR" -type f -name '*.log.*' ! -name '*.gz' -mtime +"$COMPRESS_AFTER_DAYS" -print0 |
        while IFS= read -r -d '' file; do
            run gzip -9 "$file"
        done
}

expire_old_logs() {
    find "$LOG_DIR" -type f -name '*.log.*.gz' -mtime +"$DELETE_AFTER_DAYS" -print0 |
# ...
