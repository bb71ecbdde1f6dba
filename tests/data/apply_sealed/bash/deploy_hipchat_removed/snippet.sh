# ... existing code ...

notify_slack() {
  local status="$1" text
  [[ -n "${SLACK_WEBHOOK_URL:-}" ]] || return 0
  text="Deploy of \`$VERSION\` to *$NAMESPACE* $status"
  curl -fsS -X POST -H 'Content-type: application/json' \
    --data "{\"text\": \"$text\"}" "$SLACK_WEBHOOK_URL" >/dev/null || true
}

rollback() {
  local service
  # ... existing code ...
