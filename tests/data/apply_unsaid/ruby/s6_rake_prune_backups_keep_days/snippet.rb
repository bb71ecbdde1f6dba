# ...

  desc "Delete backups older than KEEP_DAYS days (default 14)"
  task prune_backups: :environment do
    cutoff = Integer(ENV.fetch("KEEP_DAYS", "14")).days.ago
    Dir.glob(Rails.root.join("tmp", "backups", "*.sql")).each do |path|
      next if File.mtime(path) > cutoff

      File.delete(path)
      puts "Deleted #{path}"
    end
  end
end

# ... rest of the code ...
