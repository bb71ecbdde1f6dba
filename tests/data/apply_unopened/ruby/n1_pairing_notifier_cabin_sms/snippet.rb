    # ... existing code ...

    def notify_cabin_crew
      pairing.crew_members(:cabin).each do |member|
        # ... existing code ...
          ack_by: ack_deadline,
          channel: short_notice? ? :sms : :crew_app
        )
      end
    end

    # ... existing code ...
