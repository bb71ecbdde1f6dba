namespace :billing do
  # ... generate_invoices and retry_failed_charges unchanged ...

  # (delete the old_sync task - the legacy ERP is gone)

  desc "Send payment reminders for overdue invoices"
  task send_reminders: :environment do
    # ... unchanged ...
  end

  # ... rest unchanged ...
end
