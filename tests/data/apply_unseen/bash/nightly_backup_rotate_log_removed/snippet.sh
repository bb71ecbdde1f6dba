rotate_backups() {
  local dir="$1"
  log "removing backups older than ${KEEP_DAYS} days in ${dir}"
  find "${dir}" -type f -mtime +"${KEEP_DAYS}" -print -delete | sed 's/^/  removed /' | tee -a "${LOG_FILE}"
}

# ... rest of script unchanged ...
