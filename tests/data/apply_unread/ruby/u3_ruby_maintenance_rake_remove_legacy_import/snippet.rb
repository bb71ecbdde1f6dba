namespace :maintenance do
  # ... purge_sessions and recalculate_totals unchanged ...

  # (removed the legacy_import task — the CSV migration is finished)

  # ... reindex_products and purge_orphaned_blobs unchanged ...
end
