# ... existing code ...
    log "malformed participant IDs found"
    errors=$((errors + 1))
  fi
  log "validation finished with ${errors} error(s)"
  (( errors == 0 )) || { mv "$outfile" "${outfile}.rejected"; return 1; }
}

# ... existing code ...
