class UserMailer < ApplicationMailer
  # ... existing code ...

  # (legacy_welcome_email removed — all accounts now use welcome_email)

  # ... rest of the mailer unchanged ...
end
