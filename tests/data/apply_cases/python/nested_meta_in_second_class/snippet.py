class Post(models.Model):
    # ... existing fields ...

    class Meta:
        ordering = ["-published_at"]
        indexes = [models.Index(fields=["status", "published_at"])]

    # ... existing methods ...
