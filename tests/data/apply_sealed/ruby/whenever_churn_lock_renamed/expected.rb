# Use this file to define all of the cron jobs for the reporting box.
# Learn more: https://github.com/javan/whenever
#
# After editing, deploy with `cap production whenever:update_crontab`.

set :output, { standard: "log/cron.log", error: "log/cron_error.log" }
set :environment, ENV.fetch("RAILS_ENV", "production")
set :chronic_options, hours24: true

job_type :rake_locked,
         "cd :path && flock -n tmp/locks/:lock.lock bundle exec rake :task --silent :output"
job_type :runner_locked,
         "cd :path && flock -n tmp/locks/:lock.lock bin/rails runner -e :environment ':task' :output"

# --- nightly reports -------------------------------------------------------

every 1.day, at: "01:30" do
  rake_locked "reports:daily_sales", lock: "daily_sales"
end

every 1.day, at: "02:00" do
  rake_locked "reports:inventory_snapshot", lock: "inventory_snapshot"
end

every 1.day, at: "02:30" do
  rake_locked "reports:customer_churn", lock: "customer_churn_v2"
end

every 1.day, at: "03:00" do
  rake_locked "reports:refund_summary", lock: "refund_summary"
end

# --- maintenance -------------------------------------------------------------

every 1.day, at: "04:00" do
  rake_locked "maintenance:purge_expired_sessions", lock: "purge_sessions"
end

every :sunday, at: "05:00" do
  rake_locked "maintenance:vacuum_analytics", lock: "vacuum_analytics"
end

every 15.minutes do
  runner_locked "SearchIndex::RetryFailedJob.perform_later", lock: "search_retry"
end

every :hour do
  runner_locked "Billing::SyncStripeEventsJob.perform_later", lock: "stripe_sync"
end
