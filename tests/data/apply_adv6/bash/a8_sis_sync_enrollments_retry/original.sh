#!/usr/bin/env bash
# Pulls roster data from the district SIS and loads it into the LMS.
# Runs nightly at 02:00 from the lms-jobs cron container.
set -euo pipefail

SIS_API="${SIS_API:-https://sis.northbrook.k12.us/api/v2}"
SIS_TOKEN_FILE="${SIS_TOKEN_FILE:-/run/secrets/sis_token}"
TERM_CODE="${TERM_CODE:-2024FA}"
WORK_DIR="$(mktemp -d /tmp/sis-sync.XXXXXX)"
LMS_CLI="/opt/lms/bin/lms-admin"

trap 'rm -rf "$WORK_DIR"' EXIT

fetch() {
    local path="$1" out="$2"
    curl --silent --show-error --fail \
        --header "Authorization: Bearer $(cat "$SIS_TOKEN_FILE")" \
        --output "$out" \
        "${SIS_API}/${path}"
}

sync_courses() {
    local file="${WORK_DIR}/courses.json"
    fetch "terms/${TERM_CODE}/courses" "$file"
    local count
    count="$(jq 'length' "$file")"
    echo "courses: ${count} records"
    "$LMS_CLI" import courses --term "$TERM_CODE" --file "$file"
}

sync_teachers() {
    local file="${WORK_DIR}/teachers.json"
    fetch "terms/${TERM_CODE}/teachers" "$file"
    local count
    count="$(jq 'length' "$file")"
    echo "teachers: ${count} records"
    "$LMS_CLI" import teachers --term "$TERM_CODE" --file "$file"
}

sync_enrollments() {
    local file="${WORK_DIR}/enrollments.json"
    fetch "terms/${TERM_CODE}/enrollments" "$file"
    local count
    count="$(jq 'length' "$file")"
    echo "enrollments: ${count} records"
    "$LMS_CLI" import enrollments --term "$TERM_CODE" --file "$file"
}

main() {
    echo "SIS sync for ${TERM_CODE} starting"
    sync_courses
    sync_teachers
    sync_enrollments
    "$LMS_CLI" reindex --term "$TERM_CODE"
    echo "SIS sync for ${TERM_CODE} done"
}

main "$@"
