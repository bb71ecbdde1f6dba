namespace :data do
  # ... existing code ...

  # (remove the legacy_import task — the legacy CSV export is gone)

  desc "Recompute cached order totals"
  task recompute_totals: :environment do
    # ... existing code ...
  end

  # ... existing code ...
end
