# ... existing code ...

export_assignments() {
  log "exporting adjuster assignments for ${EXPORT_DATE}"
  copy_query assignments \
    "SELECT claim_id, adjuster_id, assigned_at, reason
       FROM adjuster_assignments WHERE assigned_at::date = '${EXPORT_DATE}'"
}

export_fraud_scores() {
  log "exporting fraud scores for ${EXPORT_DATE}"
  copy_query fraud_scores \
    "SELECT claim_id, score, model_version, referral, scored_at
       FROM fraud_scores WHERE scored_at::date = '${EXPORT_DATE}'"
}

# ... existing code ...

  export_fnol
  export_assignments
  export_fraud_scores
  export_payouts
  upload

# ... existing code ...
