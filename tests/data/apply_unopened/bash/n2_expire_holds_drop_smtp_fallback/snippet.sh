# ... existing code ...
readonly TOKEN_FILE="/etc/circ/api-token"
# (removed MAIL_RELAY - no longer used)
readonly LOCK="/run/lock/expire_holds.${BRANCH}.lock"
# ... existing code ...
  echo "  expired hold $hold_id"
done

# (deleted the old SMTP fallback block - every branch server now reaches the notification service)

api POST "/branches/$BRANCH/holds/trap-next" >/dev/null
# ... existing code ...
