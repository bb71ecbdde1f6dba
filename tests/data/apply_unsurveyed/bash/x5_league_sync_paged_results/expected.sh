#!/usr/bin/env bash
# Sync fixtures, results and team lists for the Sunday league
# from the federation API into the local standings database.
set -euo pipefail

API_BASE="${API_BASE:-https://api.regionalfa.example/v2}"
SEASON="${SEASON:-2024-25}"
DIVISION="${DIVISION:-sunday-premier}"
OUT_DIR="${OUT_DIR:-/var/lib/standings/import}"
DB_URL="${DB_URL:-postgresql://standings@localhost/standings}"

mkdir -p "$OUT_DIR"

api_get() {
    local path="$1"
    curl --silent --show-error --fail \
        -H "Authorization: Bearer ${FA_API_TOKEN}" \
        -H "Accept: application/json" \
        "$API_BASE$path"
}

fetch_teams() {
    local out="$OUT_DIR/teams.json"
    api_get "/seasons/$SEASON/divisions/$DIVISION/teams" > "$out"
    echo "teams: $(jq 'length' "$out")"
}

fetch_fixtures() {
    local out="$OUT_DIR/fixtures.json"
    api_get "/seasons/$SEASON/divisions/$DIVISION/fixtures" > "$out"
    echo "fixtures: $(jq 'length' "$out")"
}

fetch_results() {
    local out="$OUT_DIR/results.json"
    local page=1
    local tmp
    tmp=$(mktemp)
    echo '[]' > "$out"
    while :; do
        api_get "/seasons/$SEASON/divisions/$DIVISION/results?page=$page&per_page=200" > "$tmp"
        if [ "$(jq 'length' "$tmp")" -eq 0 ]; then
            break
        fi
        jq -s '.[0] + .[1]' "$out" "$tmp" > "$out.next" && mv "$out.next" "$out"
        page=$((page + 1))
    done
    rm -f "$tmp"
    echo "results: $(jq 'length' "$out")"
}

load_into_db() {
    local table
    for table in teams fixtures results; do
        psql "$DB_URL" --quiet -v ON_ERROR_STOP=1 \
            -c "\\copy staging_${table}(payload) FROM PROGRAM 'jq -c \".[]\" $OUT_DIR/${table}.json'"
    done
    psql "$DB_URL" --quiet -v ON_ERROR_STOP=1 -c "CALL refresh_standings('$SEASON', '$DIVISION')"
}

main() {
    fetch_teams
    fetch_fixtures
    fetch_results
    load_into_db
    echo "sync complete for $DIVISION $SEASON"
}

main "$@"
