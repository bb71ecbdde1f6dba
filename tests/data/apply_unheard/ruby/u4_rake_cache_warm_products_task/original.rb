namespace :db do
  desc "Remove soft-deleted records older than 90 days"
  task purge_deleted: :environment do
    cutoff = 90.days.ago
    [Comment, Attachment, Message].each do |model|
      count = model.where("deleted_at < ?", cutoff).delete_all
      puts "#{model.name}: purged #{count} rows"
    end
  end

  desc "Recalculate cached counters"
  task reset_counters: :environment do
    Project.find_each do |project|
      Project.reset_counters(project.id, :tasks, :comments)
    end
  end
end

namespace :cache do
  desc "Clear the whole Rails cache"
  task clear: :environment do
    Rails.cache.clear
    puts "Cache cleared"
  end

  desc "Expire cached dashboards for all accounts"
  task expire_dashboards: :environment do
    Account.find_each do |account|
      Rails.cache.delete(["dashboard", account.id])
    end
  end
end

namespace :reports do
  desc "Email the weekly usage report to admins"
  task weekly_usage: :environment do
    report = UsageReport.new(period: 1.week.ago..Time.current)
    User.admins.find_each do |admin|
      ReportMailer.weekly_usage(admin, report).deliver_later
    end
  end

  desc "Export monthly revenue as CSV"
  task :monthly_revenue, [:month] => :environment do |_task, args|
    month = args[:month] ? Date.parse("#{args[:month]}-01") : Date.current.prev_month
    path = Rails.root.join("tmp", "revenue-#{month.strftime('%Y-%m')}.csv")
    File.write(path, RevenueExport.new(month).to_csv)
    puts "Wrote #{path}"
  end
end
