namespace :maintenance do
  desc "Purge sessions older than 30 days"
  task purge_sessions: :environment do
    cutoff = 30.days.ago
    count = ActiveRecord::SessionStore::Session.where("updated_at < ?", cutoff).delete_all
    puts "Purged #{count} sessions older than #{cutoff.to_date}"
  end

  desc "Recalculate cached counters on products"
  task reset_counters: :environment do
    Product.find_each do |product|
      Product.reset_counters(product.id, :reviews, :variants)
    end
    puts "Counters reset for #{Product.count} products"
  end

  desc "Remove orphaned Active Storage blobs"
  task purge_orphaned_blobs: :environment do
    ActiveStorage::Blob.unattached.where("active_storage_blobs.created_at < ?", 2.days.ago).find_each(&:purge_later)
    puts "Queued orphaned blobs for purging"
  end

  desc "Reindex all searchable models"
  task reindex: :environment do
    [Product, Customer, Order].each do |model|
      puts "Reindexing #{model.name}..."
      model.reindex
    end
  end

  desc "Expire unused gift cards past their end date"
  task expire_gift_cards: :environment do
    expired = GiftCard.active.where("ends_on < ?", Date.current).update_all(status: "expired")
    puts "Expired #{expired} gift cards"
  end
end
