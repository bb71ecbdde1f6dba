check_memory() {
  local used
  # MemAvailable is what the kernel can actually hand out; "used" counts page cache
  used=$(awk '/^MemTotal:/ { t = $2 } /^MemAvailable:/ { a = $2 } END { printf "%d", (t - a) / t * 100 }' /proc/meminfo)
  if (( used >= WARN_MEM_PCT )); then
    report WARN memory "${used}% of RAM in use (available: $(( 100 - used ))%)"
    failures=$((failures + 1))
  else
    report OK memory "${used}% used"
  fi
}

# ... (rest unchanged) ...
