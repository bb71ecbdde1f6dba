# …

    def run
      sent = 0
      due_policies.each do |policy|
        next if policy.cancelled?
        next if policy.open_fraud_flag?
        next unless reminder_due?(policy)
        # …
      end
      # …
    end

    # …

    def send_reminder(policy)
      @mailer.deliver(
        to: policy.holder_email,
        template: :renewal_reminder,
        locals: {
          policy_number: policy.number,
          agent_code: policy.agent_code,
          expires_on: policy.expires_on,
          premium: format_money(policy.renewal_premium)
        }
      )
      # …
    end

    # …
