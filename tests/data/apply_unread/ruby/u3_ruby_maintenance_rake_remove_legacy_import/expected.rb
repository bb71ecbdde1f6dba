# frozen_string_literal: true

namespace :maintenance do
  desc "Delete sessions that expired more than a week ago"
  task purge_sessions: :environment do
    cutoff = 1.week.ago
    deleted = Session.where("expires_at < ?", cutoff).delete_all
    puts "Deleted #{deleted} expired sessions"
  end

  desc "Recalculate cached order totals (BATCH_SIZE=500)"
  task recalculate_totals: :environment do
    batch_size = Integer(ENV.fetch("BATCH_SIZE", 500))
    Order.where(status: %w[open pending]).find_each(batch_size: batch_size) do |order|
      order.update_columns(total_cents: order.line_items.sum(:total_cents))
    end
    puts "Recalculated totals"
  end

  desc "Reindex all products in the search backend"
  task reindex_products: :environment do
    Product.find_in_batches(batch_size: 200) do |batch|
      SearchIndex.bulk_upsert(batch.map(&:search_document))
      print "."
    end
    puts "\nReindexed #{Product.count} products"
  end

  desc "Remove orphaned Active Storage blobs older than a day"
  task purge_orphaned_blobs: :environment do
    ActiveStorage::Blob.unattached.where("active_storage_blobs.created_at < ?", 1.day.ago).find_each(&:purge_later)
    puts "Queued orphaned blobs for purging"
  end
end
