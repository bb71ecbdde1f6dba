# ... existing code ...

render_one() {
    local account_id="$1"
    local pdf="$WORK_DIR/pdf/${account_id}_${STATEMENT_DATE}.pdf"
    if [[ -s "$pdf" ]]; then
        log INFO "skip $account_id, already rendered"
        return 0
    fi
    local attempt
    for attempt in 1 2 3; do
        if "$RENDERER" --account "$account_id" --date "$STATEMENT_DATE" --out "$pdf.tmp"; then
            mv "$pdf.tmp" "$pdf"
            return 0
        fi
        log WARN "render attempt $attempt failed for $account_id"
        sleep $((attempt * 5))
    done
    rm -f "$pdf.tmp"
    log ERROR "render failed for $account_id after 3 attempts"
    echo "$account_id" >> "$WORK_DIR/failed_${STATEMENT_DATE}.txt"
    return 1
}

# ... existing code ...
