# ...

BACKUP_DIR="${BACKUP_DIR:-/var/backups/mysql}"
RETENTION_DAYS="${RETENTION_DAYS:-14}"
MYSQL_DEFAULTS="${MYSQL_DEFAULTS:-/etc/mysql/backup.cnf}"
STAMP="$(date +%Y%m%d-%H%M%S)"
DRY_RUN=0

usage() {
  cat <<EOF
Usage: $(basename "$0") [-d DIR] [-r DAYS] [-n] [-h]
  -d DIR   directory for the dumps (default: ${BACKUP_DIR})
  -r DAYS  delete dumps older than DAYS days (default: ${RETENTION_DAYS})
  -n       dry run: list what would be pruned, delete nothing
  -h       show this help
EOF
}

while getopts ":d:r:nh" opt; do
  case "$opt" in
    d) BACKUP_DIR="$OPTARG" ;;
    r) RETENTION_DAYS="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    h) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done

# ...

prune_old() {
  echo "pruning dumps older than ${RETENTION_DAYS} days"
  if (( DRY_RUN )); then
    find "$BACKUP_DIR" -name '*.sql.gz' -type f -mtime "+${RETENTION_DAYS}" -print
    return
  fi
  find "$BACKUP_DIR" -name '*.sql.gz' -type f -mtime "+${RETENTION_DAYS}" -print -delete
}

# ... rest of the code ...
