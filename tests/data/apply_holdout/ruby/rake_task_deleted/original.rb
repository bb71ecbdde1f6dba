namespace :billing do
  desc "Charge every subscription due today"
  task charge_due: :environment do
    due = Subscription.active.where(next_charge_on: Date.current)
    puts "charging #{due.count} subscriptions"
    due.find_each do |subscription|
      ChargeSubscriptionJob.perform_later(subscription.id)
    end
  end

  desc "Expire trials that ended yesterday"
  task expire_trials: :environment do
    ended = Subscription.trialing.where(trial_ends_on: Date.yesterday)
    puts "expiring #{ended.count} trials"
    ended.find_each(&:expire_trial!)
  end

  desc "Send renewal reminders a week ahead"
  task remind_renewals: :environment do
    upcoming = Subscription.active.where(next_charge_on: 7.days.from_now.to_date)
    upcoming.find_each do |subscription|
      BillingMailer.renewal_reminder(subscription).deliver_later
    end
  end

  desc "Print revenue for a month (MONTH=2024-05)"
  task revenue: :environment do
    month = Date.parse("#{ENV.fetch('MONTH')}-01")
    total = Charge.succeeded.where(created_at: month.all_month).sum(:amount_cents)
    puts format("%s: %.2f", month.strftime("%B %Y"), total / 100.0)
  end
end
