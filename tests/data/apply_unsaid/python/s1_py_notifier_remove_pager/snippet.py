# ... existing code ...

    def send_sms(self, user, message):
        if not user.phone:
            log.warning("user %s has no phone number", user.id)
            return False
        try:
            self.channels.sms_gateway.send(user.phone, message[:160])
        except OSError:
            log.exception("sms to %s failed", user.phone)
            return False
        return True

    def send_slack(self, channel, message):
        # ... existing code ...
