# frozen_string_literal: true

namespace :reports do
  desc "Email the weekly usage report to admins"
  task weekly_usage: :environment do
    ReportMailer.weekly_usage(Date.current.beginning_of_week).deliver_now
  end

  desc "Print signups per day for the last 30 days"
  task signups: :environment do
    User.where("created_at > ?", 30.days.ago).group("DATE(created_at)").count.sort.each do |day, count|
      puts "#{day}  #{count}"
    end
  end
end

namespace :maintenance do
  desc "Delete expired sessions"
  task prune_sessions: :environment do
    count = Session.where("expires_at < ?", Time.current).delete_all
    puts "Deleted #{count} expired sessions"
  end

  desc "Delete unconfirmed users older than 30 days"
  task prune_unconfirmed_users: :environment do
    scope = User.where(confirmed_at: nil).where("created_at < ?", 30.days.ago)
    count = scope.count
    scope.find_each(&:destroy)
    puts "Deleted #{count} unconfirmed users"
  end

  desc "Recalculate cached counters on projects"
  task reset_project_counters: :environment do
    Project.find_each do |project|
      Project.reset_counters(project.id, :tasks, :comments)
    end
    puts "Counters reset for #{Project.count} projects"
  end

  desc "Purge blobs that are no longer attached to any record"
  task purge_orphaned_blobs: :environment do
    count = 0
    ActiveStorage::Blob.unattached.where("active_storage_blobs.created_at < ?", 1.day.ago).find_each do |blob|
      blob.purge_later
      count += 1
    end
    puts "Enqueued purge for #{count} blobs"
  end

  desc "Hard-delete comments that were soft-deleted more than 90 days ago"
  task purge_deleted_comments: :environment do
    count = Comment.only_deleted.where("deleted_at < ?", 90.days.ago).delete_all
    puts "Purged #{count} deleted comments"
  end
end
