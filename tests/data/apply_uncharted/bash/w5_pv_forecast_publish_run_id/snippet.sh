# ... shebang, header comment, set -euo pipefail and the readonly paths unchanged ...
RUN_DATE="$(date -u +%Y%m%d)"
RUN_HOUR="${PVF_RUN_HOUR:-00}"

# ... log, fetch_nwp and run_model as before ...

publish() {
    local site="$1"
    local out="$WORK_DIR/out/$RUN_DATE/$site.json"
    curl -fsS --retry 3 --max-time 30 -X PUT \
        -H "Content-Type: application/json" \
        -H "Authorization: Bearer ${DISPATCH_TOKEN}" \
        -H "X-Forecast-Run: $RUN_DATE$RUN_HOUR" \
        --data-binary "@$out" \
        "$DISPATCH_API/sites/$site/forecast"
}

# ... cleanup_old_runs, main and the main call unchanged ...
