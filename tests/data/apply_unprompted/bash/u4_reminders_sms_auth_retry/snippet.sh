# ...

send_sms() {
  local phone="$1" body="$2"
  if [[ "${DRY_RUN}" -eq 1 ]]; then
    echo "[dry-run] sms to ${phone}: ${body}"
    return 0
  fi
  curl -fsS --retry 3 --retry-delay 2 -X POST "${SMS_GATEWAY}" \
    -u "${SMS_API_KEY}:" \
    -d "from=${FROM_NUMBER}" \
    -d "to=${phone}" \
    --data-urlencode "body=${body}" > /dev/null
}

# ... rest of the script ...
