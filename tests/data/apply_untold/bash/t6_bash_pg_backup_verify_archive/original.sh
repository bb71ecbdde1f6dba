#!/usr/bin/env bash
# Nightly PostgreSQL backup with rotation.
set -euo pipefail

DB_NAME="${DB_NAME:-app_production}"
DB_HOST="${DB_HOST:-localhost}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/postgres}"
RETENTION_DAYS="${RETENTION_DAYS:-14}"
S3_BUCKET="${S3_BUCKET:-}"
TIMESTAMP="$(date -u +%Y%m%dT%H%M%SZ)"
DUMP_FILE="${BACKUP_DIR}/${DB_NAME}-${TIMESTAMP}.sql.gz"

info() {
  echo "[backup] $*"
}

fail() {
  echo "[backup] ERROR: $*" >&2
  exit 1
}

mkdir -p "${BACKUP_DIR}"

info "dumping ${DB_NAME} from ${DB_HOST}"
if ! pg_dump --host "${DB_HOST}" --no-owner --format=plain "${DB_NAME}" | gzip -9 > "${DUMP_FILE}"; then
  rm -f "${DUMP_FILE}"
  fail "pg_dump failed"
fi

size="$(du -h "${DUMP_FILE}" | cut -f1)"
info "wrote ${DUMP_FILE} (${size})"

if [[ -n "${S3_BUCKET}" ]]; then
  info "uploading to s3://${S3_BUCKET}/"
  aws s3 cp "${DUMP_FILE}" "s3://${S3_BUCKET}/$(basename "${DUMP_FILE}")" --only-show-errors \
    || fail "upload failed"
fi

info "removing backups older than ${RETENTION_DAYS} days"
find "${BACKUP_DIR}" -name "${DB_NAME}-*.sql.gz" -type f -mtime "+${RETENTION_DAYS}" -print -delete

info "finished"
