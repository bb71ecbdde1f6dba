  def send_profile_reminder(user)
    return if user.profile_complete?

    OnboardingMailer.profile_reminder(user).deliver_later(wait_until: user.created_at + 2.days)
  end

  # ... existing code ...
