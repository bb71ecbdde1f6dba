# frozen_string_literal: true

require "benchmark"

module MaintenanceHelpers
  def self.log(message)
    Rails.logger.info("[maintenance] #{message}")
    puts message
  end

  def self.in_batches(scope, size: 1_000, &block)
    scope.find_in_batches(batch_size: size, &block)
  end
end

namespace :maintenance do
  desc "Delete sessions idle for more than 30 days"
  task purge_sessions: :environment do
    count = Session.where("updated_at < ?", 30.days.ago).delete_all
    MaintenanceHelpers.log("purged #{count} sessions")
  end

  desc "Delete expired password reset tokens"
  task purge_reset_tokens: :environment do
    count = PasswordResetToken.where("expires_at < ?", Time.current).delete_all
    MaintenanceHelpers.log("purged #{count} reset tokens")
  end

  desc "Rebuild counter caches for posts, comments and likes"
  task rebuild_counters: :environment do
    MaintenanceHelpers.in_batches(Post.all) do |batch|
      batch.each do |post|
        Post.reset_counters(post.id, :comments, :likes)
      end
    end
    MaintenanceHelpers.log("counters rebuilt")
  end

  desc "Reindex all searchable records"
  task reindex: :environment do
    elapsed = Benchmark.realtime do
      [Post, User, Tag].each(&:reindex)
    end
    MaintenanceHelpers.log("reindex finished in #{elapsed.round(1)}s")
  end

  desc "Backfill missing slugs"
  task backfill_slugs: :environment do
    MaintenanceHelpers.in_batches(Post.where(slug: nil)) do |batch|
      batch.each { |post| post.update_column(:slug, post.title.parameterize) }
    end
    MaintenanceHelpers.log("slugs backfilled")
  end
end
