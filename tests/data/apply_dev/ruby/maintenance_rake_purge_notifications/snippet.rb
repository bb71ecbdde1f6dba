namespace :maintenance do
  # ... existing code ...

  desc "Delete expired API tokens"
  task purge_tokens: :environment do
    # ...
  end

  desc "Delete read notifications older than 90 days"
  task purge_notifications: :environment do
    cutoff = 90.days.ago
    count = Notification.where.not(read_at: nil).where("created_at < ?", cutoff).delete_all
    puts "Purged #{count} notifications"
  end

  desc "Recalculate team member counts"
  task recount_teams: :environment do
  # ... existing code ...
