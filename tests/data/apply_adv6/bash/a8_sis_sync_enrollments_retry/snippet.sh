# ... existing code ...

sync_enrollments() {
    local file="${WORK_DIR}/enrollments.json"
    local attempt
    for attempt in 1 2 3; do
        if fetch "terms/${TERM_CODE}/enrollments" "$file"; then
            break
        fi
        if [ "$attempt" -eq 3 ]; then
            echo "enrollments: SIS fetch failed after ${attempt} attempts" >&2
            return 1
        fi
        sleep $((attempt * 30))
    done
    local count
    count="$(jq 'length' "$file")"
    if [ "$count" -eq 0 ]; then
        echo "enrollments: SIS returned 0 records, refusing to import" >&2
        return 1
    fi
    echo "enrollments: ${count} records"
    "$LMS_CLI" import enrollments --term "$TERM_CODE" --file "$file" --drop-missing
}

# ... existing code ...
