# frozen_string_literal: true

class AccountMailer < ApplicationMailer
  default from: "Acme Support <support@acme.example>"

  layout "mailer"

  def welcome_email(user)
    @user = user
    @login_url = new_session_url

    mail(to: user.email, subject: t(".subject", name: user.first_name))
  end

  def confirm_email(user, token)
    @user = user
    @confirm_url = email_confirmation_url(token: token)

    mail(to: user.email, subject: t(".subject"))
  end

  def password_reset(user, token, locale: user.locale)
    @user = user
    @reset_url = edit_password_reset_url(token: token, locale: locale)
    @expires_in = PasswordReset::TTL.in_minutes.to_i

    I18n.with_locale(locale) do
      mail(to: user.email, subject: t(".subject"))
    end
  end

  def email_changed(user, previous_email)
    @user = user
    @previous_email = previous_email

    mail(to: [previous_email, user.email], subject: t(".subject"))
  end

  def account_locked(user, unlock_token)
    @user = user
    @unlock_url = unlock_account_url(token: unlock_token)

    mail(to: user.email, subject: t(".subject"), priority: "high")
  end
end
