send_final_notice() {
  local citation="$1"
  local number plate email fine age
  number="$(jq -r '.number' <<<"$citation")"
  plate="$(jq -r '.plate' <<<"$citation")"
  email="$(jq -r '.owner_email // empty' <<<"$citation")"
  fine="$(jq -r '.fine_cents' <<<"$citation")"
  age="$(jq -r '.age_days' <<<"$citation")"

  if [[ -z "$email" ]]; then
    log "no email on file for $number ($plate), queueing postal final notice"
    curl -fsS -X POST "$API/citations/$number/postal-notice" >/dev/null
    return 0
  fi

  "$MAILER" --to "$email" \
    --template "$TEMPLATE_DIR/final_notice.txt" \
    --var number="$number" --var plate="$plate" \
    --var amount="$(fine_with_penalty "$fine" "$age")" \
    --var tow_eligible="yes"
  log "final notice sent for $number ($plate)"
}
