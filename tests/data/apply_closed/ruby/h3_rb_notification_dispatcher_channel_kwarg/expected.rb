# frozen_string_literal: true

module Notifications
  class Dispatcher
    TEMPLATES_PATH = Rails.root.join("app/views/notifications")

    Message = Struct.new(:subject, :body, :short_text, keyword_init: true)

    def initialize(logger: Rails.logger, clock: Time)
      @logger = logger
      @clock = clock
    end

    def deliver(user, template, payload = {}, channel: :email)
      return if user.unsubscribed?(template)

      message = render(template, user, payload)
      case channel
      when :email
        Notifications::EmailJob.perform_later(user.email, message.subject, message.body)
      when :sms
        Notifications::SmsJob.perform_later(user.phone_number, message.short_text)
      when :push
        Notifications::PushJob.perform_later(user.device_tokens, message.subject, message.short_text)
      else
        raise ArgumentError, "unknown channel: #{channel.inspect}"
      end
      record_delivery(user, template, channel)
    end

    def deliver_later(user, template, payload = {}, wait: 5.minutes)
      DeliveryJob.set(wait: wait).perform_later(user.id, template.to_s, payload)
    end

    def broadcast(users, template, payload = {})
      users.find_each do |user|
        deliver(user, template, payload)
      rescue StandardError => e
        @logger.error("notification #{template} failed for user #{user.id}: #{e.message}")
      end
    end

    private

    def render(template, user, payload)
      locals = payload.merge(user: user, sent_at: @clock.current)
      Message.new(
        subject: I18n.t("notifications.#{template}.subject", **payload.slice(:name, :order_number)),
        body: ApplicationController.render(
          template: "notifications/#{template}",
          layout: "mailer",
          locals: locals
        ),
        short_text: I18n.t("notifications.#{template}.short", **payload.slice(:name, :order_number))
      )
    end

    def record_delivery(user, template, channel)
      NotificationDelivery.create!(
        user: user,
        template: template.to_s,
        channel: channel.to_s,
        delivered_at: @clock.current
      )
      @logger.info("delivered #{template} to user #{user.id} via #{channel}")
    end
  end
end
