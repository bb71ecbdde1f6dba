# ... requires and helpers as before ...

namespace :maintenance do
  # ... purge tasks unchanged ...

  desc "Rebuild counter caches for posts, comments and likes"
  task rebuild_counters: :environment do
    MaintenanceHelpers.in_batches(Post.all) do |batch|
      batch.each do |post|
        Post.reset_counters(post.id, :comments, :likes)
      end
    end
    MaintenanceHelpers.log("counters rebuilt")
  end

  # ... reindex and backfill tasks unchanged ...
end
