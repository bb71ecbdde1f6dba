import json
import logging
import time

import requests

from .config import Settings
from .models import Record, Tombstone

log = logging.getLogger(__name__)


class SyncError(Exception):
    pass


class SyncClient:
    def __init__(self, settings: Settings):
        self.settings = settings
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {settings.token}"
        self.session.headers["Accept"] = "application/json"

    def fetch_page(self, cursor=None):
        params = {"limit": self.settings.page_size}
        if cursor:
            params["cursor"] = cursor
        resp = self.session.get(self.settings.base_url + "/records", params=params, timeout=30)
        resp.raise_for_status()
        payload = resp.json()

        records = [Record.from_dict(item) for item in payload["items"]]
        log.debug("fetched %d records (cursor=%s)", len(records), cursor)
        return records, payload.get("next_cursor")

    def fetch_deleted(self, since):
        params = {"since": since.isoformat()}
        resp = self.session.get(self.settings.base_url + "/tombstones", params=params, timeout=30)
        resp.raise_for_status()
        payload = resp.json()

        tombstones = [Tombstone.from_dict(item) for item in payload["items"]]
        log.debug("fetched %d tombstones since %s", len(tombstones), since)
        return tombstones

    def push_batch(self, records):
        body = json.dumps([r.to_dict() for r in records])
        resp = self.session.post(
            self.settings.base_url + "/records/batch",
            data=body,
            headers={"Content-Type": "application/json"},
            timeout=60,
        )
        if resp.status_code == 409:
            raise SyncError(f"conflict while pushing {len(records)} records")
        resp.raise_for_status()
        return resp.json()["accepted"]

    def fetch_all(self):
        cursor = None
        while True:
            records, cursor = self.fetch_page(cursor)
            yield from records
            if not cursor:
                break
            time.sleep(self.settings.page_delay)
