# ... config, auth_header and argument parsing unchanged ...

# ... notify_operator, notify_owner and next_operator unchanged ...

dispatch_request() {
  local file="$1"
  local request_id plate operator
  request_id="$(jq -r '.id' "$file")"
  plate="$(jq -r '.plate' "$file")"

  if [[ "$(jq -r '.status // "queued"' "$file")" == "cancelled" ]]; then
    log "request $request_id ($plate) was cancelled, skipping"
    mv "$file" "$QUEUE_DIR/cancelled/"
    return 0
  fi

  operator="$(next_operator)"
  # ... rest of dispatch_request as before ...
}

# ... queue loop unchanged ...
