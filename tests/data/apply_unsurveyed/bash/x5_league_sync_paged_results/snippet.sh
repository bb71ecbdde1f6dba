# ... existing code ...

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

# ... existing code ...
