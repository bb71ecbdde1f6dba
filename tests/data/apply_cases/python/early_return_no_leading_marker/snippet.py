    def publish(self):
        if self.status == self.PUBLISHED:
            return
        self.status = self.PUBLISHED
        self.published_at = timezone.now()
        self.save(update_fields=["status", "published_at"])
