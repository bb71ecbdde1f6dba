# frozen_string_literal: true

require "csv"
require "logger"

namespace :data do
  def task_logger
    @task_logger ||= Logger.new($stdout, progname: "data")
  end

  desc "Backfill missing customer slugs"
  task backfill_slugs: :environment do
    scope = Customer.where(slug: nil)
    task_logger.info("backfilling #{scope.count} slugs")

    scope.find_each(batch_size: 500) do |customer|
      customer.update_columns(slug: customer.name.parameterize)
    end

    task_logger.info("done")
  end

  desc "Import customers from the legacy CSV export"
  task :legacy_import, [:path] => :environment do |_t, args|
    path = args[:path] || Rails.root.join("tmp/legacy_customers.csv")
    abort("missing file #{path}") unless File.exist?(path)

    imported = 0
    CSV.foreach(path, headers: true) do |row|
      Customer.find_or_create_by!(legacy_id: row["id"]) do |c|
        c.name = row["name"]
        c.email = row["email"]&.downcase
      end
      imported += 1
    end

    task_logger.info("imported #{imported} legacy customers")
  end

  desc "Recompute cached order totals"
  task recompute_totals: :environment do
    Order.where(total_cents: nil).find_each do |order|
      order.update_columns(total_cents: order.line_items.sum(:amount_cents))
    end

    task_logger.info("totals recomputed")
  end

  desc "Purge soft-deleted customers older than 90 days"
  task purge_deleted: :environment do
    cutoff = 90.days.ago
    count = Customer.unscoped.where("deleted_at < ?", cutoff).delete_all

    task_logger.info("purged #{count} customers")
  end
end
