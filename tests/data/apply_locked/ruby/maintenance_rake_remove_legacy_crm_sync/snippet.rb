namespace :maintenance do
  # ... purge_sessions and reset_counters tasks unchanged ...

  # (removed the legacy_sync task — the CRM migration is finished)

  # ... remaining tasks unchanged ...
end
