# frozen_string_literal: true

require "date"

module Claims
  # Emails policyholders ahead of renewal so coverage does not lapse mid-claim.
  class RenewalNotifier
    RENEWAL_WINDOW_DAYS = 45
    REMINDER_DAYS = [30, 14, 3].freeze

    def initialize(policy_repo:, mailer:, logger:, clock: -> { Date.today })
      @policy_repo = policy_repo
      @mailer = mailer
      @logger = logger
      @clock = clock
    end

    def run
      sent = 0
      due_policies.each do |policy|
        next if policy.cancelled?
        next unless reminder_due?(policy)

        send_reminder(policy)
        sent += 1
      end
      @logger.info("renewal reminders sent: #{sent}")
      sent
    end

    def due_policies
      today = @clock.call
      @policy_repo.expiring_between(today, today + RENEWAL_WINDOW_DAYS)
    end

    private

    def reminder_due?(policy)
      days_left = (policy.expires_on - @clock.call).to_i
      REMINDER_DAYS.include?(days_left)
    end

    def send_reminder(policy)
      @mailer.deliver(
        to: policy.holder_email,
        template: :renewal_reminder,
        locals: {
          policy_number: policy.number,
          expires_on: policy.expires_on,
          premium: format_money(policy.renewal_premium)
        }
      )
      policy.touch(:last_reminded_at)
    end

    def format_money(amount)
      format("$%.2f", amount)
    end
  end
end
