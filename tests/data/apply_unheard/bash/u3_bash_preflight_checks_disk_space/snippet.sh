# ... existing checks ...

check_disk_space() {
  local path="$1"
  local min_gb="${2:-5}"
  local avail_gb
  avail_gb=$(df -Pk "$path" | awk 'NR == 2 { printf "%d", $4 / 1024 / 1024 }')
  if (( avail_gb >= min_gb )); then
    _ok "$path has ${avail_gb}G free"
    return 0
  fi
  _fail "$path has only ${avail_gb}G free (need ${min_gb}G)"
  return 1
}
