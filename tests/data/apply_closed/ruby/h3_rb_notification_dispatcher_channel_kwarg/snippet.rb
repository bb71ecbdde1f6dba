module Notifications
  class Dispatcher
    # ... existing code ...

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

    # ... existing code ...
  end
end
