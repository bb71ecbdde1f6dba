    def upload(self, key: str, data: bytes, *, content_type: str | None = None) -> str:
        # ... existing code ...
        log.debug("Uploaded %s (%d bytes)", key, len(data))
        return self.url_for(key)

    def download(self, key: str) -> bytes:
        # ... existing code ...
