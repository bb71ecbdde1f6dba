  # ...
    ended.find_each(&:expire_trial!)
  end

  desc "Print revenue for a month (MONTH=2024-05)"
  task revenue: :environment do
  # ...
