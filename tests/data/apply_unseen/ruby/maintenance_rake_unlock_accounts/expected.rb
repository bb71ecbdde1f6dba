namespace :maintenance do
  desc "Delete sessions that expired more than a week ago"
  task purge_sessions: :environment do
    cutoff = 1.week.ago
    count = Session.where("expires_at < ?", cutoff).delete_all
    puts "Deleted #{count} expired sessions"
  end

  desc "Remove orphaned attachments that no record points to"
  task purge_orphaned_attachments: :environment do
    scope = ActiveStorage::Blob.unattached.where("active_storage_blobs.created_at < ?", 2.days.ago)
    count = 0
    scope.find_each do |blob|
      blob.purge_later
      count += 1
    end
    puts "Enqueued #{count} blobs for purging"
  end

  desc "Recalculate cached order totals"
  task recalculate_totals: :environment do
    Order.where(totals_stale: true).find_each(batch_size: 500) do |order|
      order.recalculate_totals!
    end
  end

  desc "Unlock accounts whose lockout period has passed"
  task unlock_accounts: :environment do
    count = User.where.not(locked_at: nil).where("locked_at < ?", 30.minutes.ago)
                .update_all(locked_at: nil, failed_attempts: 0)
    puts "Unlocked #{count} accounts"
  end
end

namespace :reports do
  desc "Email the weekly sales summary to admins"
  task weekly_sales: :environment do
    range = 1.week.ago.beginning_of_week..1.week.ago.end_of_week
    summary = Reports::SalesSummary.new(range).call
    User.admins.find_each do |admin|
      ReportMailer.weekly_sales(admin, summary).deliver_later
    end
  end

  desc "Export monthly invoices as CSV to S3"
  task :monthly_invoices, [:month] => :environment do |_t, args|
    month = args[:month] ? Date.parse("#{args[:month]}-01") : 1.month.ago.to_date
    exporter = Reports::InvoiceExport.new(month.all_month)
    key = "exports/invoices-#{month.strftime('%Y-%m')}.csv"
    exporter.upload(bucket: ENV.fetch("REPORTS_BUCKET"), key: key)
    puts "Uploaded #{key}"
  end
end
