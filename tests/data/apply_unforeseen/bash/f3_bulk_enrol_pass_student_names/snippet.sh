# ... existing code ...

enrol_student() {
  local course_id=$1 email=$2 first_name=$3 last_name=$4
  local body
  body=$(jq -n --arg email "$email" --arg first "$first_name" --arg last "${last_name%$'\r'}" \
    '{email: $email, first_name: $first, last_name: $last, source: "bulk_import"}')
  if (( DRY_RUN )); then
    log "[dry-run] would enrol ${first_name} (${email}) in ${course_id}"
    return 0
  fi
  # ... existing code ...
}

# ... existing code ...
    if enrol_student "$course_id" "$email" "$first_name" "$last_name"; then
# ... existing code ...
