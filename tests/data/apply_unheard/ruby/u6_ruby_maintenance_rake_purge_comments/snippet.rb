  # ... existing tasks ...

  desc "Hard-delete comments that were soft-deleted more than 90 days ago"
  task purge_deleted_comments: :environment do
    count = Comment.only_deleted.where("deleted_at < ?", 90.days.ago).delete_all
    puts "Purged #{count} deleted comments"
  end
