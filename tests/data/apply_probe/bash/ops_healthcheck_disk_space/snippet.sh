# ... existing code ...

check_disk_space() {
  local mount="${1:-/}" limit="${2:-90}"
  local used
  used=$(df -P "$mount" | awk 'NR==2 { gsub("%", "", $5); print $5 }')
  if (( used < limit )); then
    _ok "disk $mount at ${used}%"
  else
    _fail "disk $mount at ${used}% (limit ${limit}%)"
    return 1
  fi
}
