# frozen_string_literal: true

class UserMailer < ApplicationMailer
  default from: "Acme <notifications@acme.test>"

  before_action :set_user
  after_action :tag_message

  layout "mailer"

  def welcome_email
    @login_url = new_user_session_url
    @onboarding_url = onboarding_url(step: 1)
    mail(
      to: email_address_with_name(@user.email, @user.name),
      subject: "Welcome to Acme, #{@user.first_name}!"
    )
  end

  # Kept for users who signed up before the 2022 onboarding redesign.
  def legacy_welcome_email
    @login_url = new_user_session_url
    @help_url = "https://help.acme.test/getting-started"
    mail(
      to: @user.email,
      subject: "Welcome to Acme",
      template_name: "legacy_welcome"
    )
  end

  def password_reset_email(token)
    @reset_url = edit_user_password_url(reset_password_token: token)
    @expires_in = Devise.reset_password_within.inspect
    mail(
      to: email_address_with_name(@user.email, @user.name),
      subject: "Reset your Acme password"
    )
  end

  def weekly_digest_email(items)
    @items = items.first(10)
    @unsubscribe_url = unsubscribe_url(token: @user.unsubscribe_token)
    return if @items.empty?

    mail(
      to: email_address_with_name(@user.email, @user.name),
      subject: "Your week on Acme: #{@items.size} updates"
    )
  end

  def account_locked_email
    @unlock_url = user_unlock_url(unlock_token: @user.unlock_token)
    mail(
      to: email_address_with_name(@user.email, @user.name),
      subject: "Your Acme account has been locked"
    )
  end

  private

  def set_user
    @user = params.fetch(:user)
  end

  def tag_message
    headers["X-Mailer-Action"] = action_name
    headers["X-User-Id"] = @user.id.to_s
  end
end
