class AccountMailer < ApplicationMailer
  # ... existing code ...

  def password_reset(user, token, locale: user.locale)
    @user = user
    @reset_url = edit_password_reset_url(token: token, locale: locale)
    @expires_in = PasswordReset::TTL.in_minutes.to_i

    I18n.with_locale(locale) do
      mail(to: user.email, subject: t(".subject"))
    end
  end

  # ... existing code ...
end
