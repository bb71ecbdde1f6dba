      # ... deliver_by_email unchanged ...

      def deliver_by_sms(result, owner)
        body = "#{result.patient.name}'s #{result.panel_name} results are ready. " \
               "Log in to the Riverside portal to view them."
        @sms_gateway.send_message(to: owner.mobile, body: body)
        @logger.info("lab result #{result.id}: texted owner #{owner.id}")
      end

      # (removed deliver_by_fax -- the fax gateway is decommissioned and :fax is not in CHANNELS)

      def deliver_by_portal(result, owner)
        # ... unchanged ...
      end

      # ... rest of the class unchanged ...
