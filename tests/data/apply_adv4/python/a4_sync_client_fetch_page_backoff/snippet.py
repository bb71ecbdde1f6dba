import json
import logging
import time
from urllib.parse import urljoin

import requests

from .config import Settings
from .models import Record, Tombstone
from .retry import with_backoff

# ... existing code ...

    def fetch_page(self, cursor=None):
        url = urljoin(self.settings.base_url, "records")
        query = {"limit": self.settings.page_size, **({"cursor": cursor} if cursor else {})}
        resp = with_backoff(
            lambda: self.session.get(url, params=query, timeout=self.settings.timeout),
            retries=self.settings.max_retries,
        )
        payload = resp.json()

        # ... rest of fetch_page unchanged ...

# ... existing code ...
