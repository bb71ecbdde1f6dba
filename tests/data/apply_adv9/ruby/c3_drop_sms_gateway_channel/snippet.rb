      def dispatch(alert, channel)
        case channel
        when :email then deliver_email(alert)
        when :pager then deliver_pager(alert)
        when :webhook then deliver_webhook(alert)
        else
          raise UnknownChannel, channel.to_s
        end
      end

      # ... existing code ...

        @logger.info("alert #{alert.id} paged for station #{alert.station.code}")
      end

      # ... removed deliver_sms_legacy (the SMS gateway has been decommissioned) ...

      def deliver_webhook(alert)
        # ... existing code ...
      end
