class OnboardingJob < ApplicationJob
  queue_as :default

  retry_on Net::OpenTimeout, wait: :exponentially_longer, attempts: 5
  discard_on ActiveJob::DeserializationError

  def perform(user_id, step)
    user = User.find(user_id)
    case step.to_sym
    when :welcome then send_welcome(user)
    when :profile_reminder then send_profile_reminder(user)
    when :first_project_tips then send_first_project_tips(user)
    when :trial_ending then send_trial_ending(user)
    else
      raise ArgumentError, "unknown onboarding step: #{step}"
    end
  end

  private

  def send_welcome(user)
    user.update!(onboarding_started_at: Time.current)
    OnboardingMailer.welcome(user).deliver_now
  end

  def send_profile_reminder(user)
    return if user.profile_complete?

    OnboardingMailer.profile_reminder(user).deliver_later(wait_until: user.created_at + 2.days)
  end

  def send_first_project_tips(user)
    return if user.projects.exists?

    Analytics.track(user, "onboarding.tips_sent")
    OnboardingMailer.first_project_tips(user).deliver_now
  end

  def send_trial_ending(user)
    return unless user.trialing?

    days_left = (user.trial_ends_at.to_date - Date.current).to_i
    OnboardingMailer.trial_ending(user, days_left: days_left).deliver_now
  end
end
