render_feed() {
  local show_slug="$1"
  local out="$WORK_DIR/$show_slug.xml"

  # ... existing code ...

  if ! xmllint --noout "$out" 2>/dev/null; then
    die "rendered feed for $show_slug is not well-formed XML"
  fi

  local item_count
  item_count="$(xmllint --xpath 'count(//channel/item)' "$out")"
  if [[ "$item_count" -eq 0 ]]; then
    log "WARNING: feed for $show_slug has no items"
  fi

  echo "$out"
}

# ... existing code ...

main() {
  # ... existing code ...
  for show_slug in "$@"; do
    # ... existing code ...
    if [[ -z "${SKIP_CDN_INVALIDATION:-}" ]]; then
      invalidate_cdn "$show_slug"
    fi
  done
  # ... existing code ...
}
