# frozen_string_literal: true

class NewsletterMailer < ApplicationMailer
  default from: "Greenleaf Weekly <newsletter@greenleaf.example>",
          reply_to: "editors@greenleaf.example"

  layout "newsletter"

  def confirm_subscription(subscriber)
    @subscriber = subscriber
    @confirm_url = confirm_subscription_url(token: subscriber.confirmation_token)
    mail(to: subscriber.email, subject: "Please confirm your Greenleaf Weekly subscription")
  end

  def welcome(subscriber)
    @subscriber = subscriber
    @unsubscribe_url = unsubscribe_url(token: subscriber.unsubscribe_token)
    mail(to: subscriber.email, subject: "Welcome to Greenleaf Weekly")
  end

  def weekly_issue(subscriber, issue)
    @subscriber = subscriber
    @issue = issue
    @unsubscribe_url = unsubscribe_url(token: subscriber.unsubscribe_token)
    attachments.inline["header.png"] = issue.header_image.download if issue.header_image.attached?
    mail(to: subscriber.email, subject: "Greenleaf Weekly ##{issue.number}: #{issue.headline}")
  end

  def special_edition(subscriber, issue)
    @subscriber = subscriber
    @issue = issue
    @unsubscribe_url = unsubscribe_url(token: subscriber.unsubscribe_token, list: "special_editions")
    attachments.inline["header.png"] = issue.header_image.download if issue.header_image.attached?
    mail(to: subscriber.email, subject: "Special edition: #{issue.headline}")
  end

  def resubscribe_reminder(subscriber)
    @subscriber = subscriber
    @resubscribe_url = resubscribe_url(token: subscriber.unsubscribe_token)
    mail(to: subscriber.email, subject: "We miss you at Greenleaf Weekly")
  end

  def goodbye(subscriber)
    @subscriber = subscriber
    @resubscribe_url = resubscribe_url(token: subscriber.unsubscribe_token)
    mail(to: subscriber.email, subject: "You have been unsubscribed")
  end

  private

  def default_url_options
    { host: Rails.configuration.x.newsletter_host, protocol: "https" }
  end
end
