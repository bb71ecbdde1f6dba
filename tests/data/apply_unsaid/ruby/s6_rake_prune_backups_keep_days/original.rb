require "fileutils"

namespace :db do
  desc "Dump the database schema and data to tmp/backups"
  task backup: :environment do
    timestamp = Time.now.strftime("%Y%m%d%H%M%S")
    dir = Rails.root.join("tmp", "backups")
    FileUtils.mkdir_p(dir)
    config = ActiveRecord::Base.connection_db_config.configuration_hash
    file = dir.join("#{config[:database]}-#{timestamp}.sql")
    sh "pg_dump --no-owner -d #{config[:database]} -f #{file}"
    puts "Backup written to #{file}"
  end

  desc "Restore the database from a dump file: rake db:restore[path]"
  task :restore, [:path] => :environment do |_t, args|
    abort "usage: rake db:restore[path]" if args[:path].blank?
    config = ActiveRecord::Base.connection_db_config.configuration_hash
    sh "psql -d #{config[:database]} -f #{args[:path]}"
  end

  desc "Delete backups older than 14 days"
  task prune_backups: :environment do
    cutoff = 14.days.ago
    Dir.glob(Rails.root.join("tmp", "backups", "*.sql")).each do |path|
      next if File.mtime(path) > cutoff

      File.delete(path)
      puts "Deleted #{path}"
    end
  end
end

namespace :users do
  desc "Deactivate users who have not signed in for a year"
  task deactivate_stale: :environment do
    scope = User.active.where("last_sign_in_at < ?", 1.year.ago)
    count = scope.update_all(active: false, deactivated_at: Time.current)
    puts "Deactivated #{count} users"
  end

  desc "Send a reminder to users with unconfirmed emails"
  task remind_unconfirmed: :environment do
    User.where(confirmed_at: nil).where("created_at < ?", 2.days.ago).find_each do |user|
      UserMailer.confirmation_reminder(user).deliver_later
    end
  end
end
