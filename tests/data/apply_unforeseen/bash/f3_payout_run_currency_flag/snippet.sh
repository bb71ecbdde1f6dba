# ... keep existing code
dry_run=false
min_amount="25.00"
currency="USD"

usage() {
  cat <<EOF
Usage: $(basename "$0") [--period YYYY-MM] [--min-amount AMOUNT] [--currency CODE] [--dry-run]
EOF
}

# ... keep existing code
    --min-amount)
      min_amount=$2
      shift 2
      ;;
    --currency)
      currency=${2^^}
      shift 2
      ;;
    --dry-run)
# ... keep existing code

args=(--period "$period" --min-amount "$min_amount" --currency "$currency" --output "$report_file")
# ... keep existing code
notify "Starting instructor payout run for ${period} (${currency})"
# ... keep existing code
