# ... earlier jobs unchanged ...

every 1.day, at: "02:30" do
  rake_locked "reports:customer_churn", lock: "customer_churn_v2"
end

# ... rest of the schedule as before ...
