namespace :maintenance do
  # ...

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

# ... rest of the code ...
