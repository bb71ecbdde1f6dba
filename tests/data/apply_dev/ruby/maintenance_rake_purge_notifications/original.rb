# frozen_string_literal: true

# lib/tasks/maintenance.rake
namespace :maintenance do
  desc "Delete sessions older than 30 days"
  task purge_sessions: :environment do
    cutoff = 30.days.ago
    count = Session.where("updated_at < ?", cutoff).delete_all
    puts "Purged #{count} sessions"
  end

  desc "Delete expired API tokens"
  task purge_tokens: :environment do
    count = ApiToken.where("expires_at < ?", Time.current).delete_all
    puts "Purged #{count} tokens"
  end

  desc "Recalculate team member counts"
  task recount_teams: :environment do
    Team.find_each do |team|
      team.update_column(:members_count, team.memberships.count)
    end
    puts "Recounted #{Team.count} teams"
  end

  desc "Rebuild the search index"
  task reindex: :environment do
    batch_size = Integer(ENV.fetch("BATCH_SIZE", 500))
    Article.find_in_batches(batch_size: batch_size) do |batch|
      SearchIndex.bulk_upsert(batch)
      print "."
    end
    puts "\nReindexed #{Article.count} articles"
  end
end

namespace :reports do
  desc "Email the weekly signup report"
  task weekly_signups: :environment do
    range = 1.week.ago.beginning_of_day..Time.current
    ReportMailer.weekly_signups(User.where(created_at: range).count).deliver_now
  end

  desc "Export active users to CSV"
  task export_users: :environment do
    path = ENV.fetch("OUT", "tmp/active_users.csv")
    UserExport.new(User.active).write(path)
    puts "Wrote #{path}"
  end
end
