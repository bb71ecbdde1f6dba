#!/usr/bin/env bash
# backup_branch_data.sh -- nightly backup of catalogue, holds and fines data
# for every branch in the city library network.

set -euo pipefail

BACKUP_ROOT="/srv/backups/citylib"
S3_BUCKET="s3://citylib-backups/nightly"
FTP_HOST="ftp.archive.citylibrary.example.org"
RETENTION_DAYS=14
BRANCHES=(central northside riverside eastgate hillcrest)
STAMP="$(date +%Y%m%d)"

log() {
    echo "[$(date '+%H:%M:%S')] $*"
}

die() {
    log "FATAL: $*"
    exit 1
}

dump_catalogue() {
    local branch="$1" out="$2"
    pg_dump --table="catalogue_${branch}" citylib > "$out/catalogue.sql"
    log "dumped catalogue for $branch"
}

dump_holds() {
    local branch="$1" out="$2"
    pg_dump --table="holds_${branch}" citylib > "$out/holds.sql"
    log "dumped holds for $branch"
}

dump_fines() {
    local branch="$1" out="$2"
    pg_dump --table="fines_${branch}" citylib > "$out/fines.sql"
    log "dumped fines for $branch"
}

make_archive() {
    local branch="$1" dir="$2"
    local archive="$BACKUP_ROOT/${branch}_${STAMP}.tar.gz"
    tar -czf "$archive" -C "$dir" .
    echo "$archive"
}

upload_s3() {
    local archive="$1"
    aws s3 cp "$archive" "$S3_BUCKET/$(basename "$archive")" --only-show-errors
}

upload_ftp_legacy() {
    local archive="$1"
    log "S3 upload failed, falling back to FTP for $(basename "$archive")"
    curl --silent --show-error --ftp-create-dirs \
        -T "$archive" "ftp://$FTP_HOST/nightly/$(basename "$archive")" \
        --netrc-file /etc/citylib/ftp.netrc
}

prune_old() {
    find "$BACKUP_ROOT" -name '*.tar.gz' -mtime "+$RETENTION_DAYS" -print -delete
}

backup_branch() {
    local branch="$1"
    local work
    work="$(mktemp -d)"
    dump_catalogue "$branch" "$work"
    dump_holds "$branch" "$work"
    dump_fines "$branch" "$work"
    local archive
    archive="$(make_archive "$branch" "$work")"
    upload_s3 "$archive" || upload_ftp_legacy "$archive" || die "upload failed for $branch"
    rm -rf "$work"
    log "backup complete for $branch"
}

main() {
    mkdir -p "$BACKUP_ROOT"
    for branch in "${BRANCHES[@]}"; do
        backup_branch "$branch"
    done
    prune_old
    log "all branches backed up"
}

main "$@"
