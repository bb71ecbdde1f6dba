import random
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Iterable

from .errors import PlaylistFullError, TrackNotFoundError

MAX_TRACKS = 5000


@dataclass
class PlaylistEntry:
    track_id: str
    added_by: str
    added_at: datetime
    artist_id: str


@dataclass
class Playlist:
    playlist_id: str
    owner_id: str
    title: str
    entries: list[PlaylistEntry] = field(default_factory=list)

    def add_tracks(self, tracks: Iterable[tuple[str, str]], user_id: str) -> int:
        added = 0
        now = datetime.now(timezone.utc)
        for track_id, artist_id in tracks:
            if len(self.entries) >= MAX_TRACKS:
                raise PlaylistFullError(self.playlist_id)
            self.entries.append(PlaylistEntry(track_id, user_id, now, artist_id))
            added += 1
        return added

    def remove_track(self, track_id: str) -> None:
        for i, entry in enumerate(self.entries):
            if entry.track_id == track_id:
                del self.entries[i]
                return
        raise TrackNotFoundError(track_id)

    def move(self, from_index: int, to_index: int) -> None:
        entry = self.entries.pop(from_index)
        self.entries.insert(to_index, entry)

    def shuffled(self, seed: int | None = None) -> list[PlaylistEntry]:
        rng = random.Random(seed)
        return self._spread_artists(rng)

    def _spread_artists(self, rng: random.Random) -> list[PlaylistEntry]:
        # Group by artist, shuffle each group, then interleave so the same
        # artist rarely plays twice in a row.
        groups: dict[str, list[PlaylistEntry]] = {}
        for entry in self.entries:
            groups.setdefault(entry.artist_id, []).append(entry)
        buckets = list(groups.values())
        for bucket in buckets:
            rng.shuffle(bucket)
        rng.shuffle(buckets)
        order: list[PlaylistEntry] = []
        while buckets:
            for bucket in list(buckets):
                order.append(bucket.pop())
                if not bucket:
                    buckets.remove(bucket)
        return order

    def duration_hint(self) -> int:
        # Rough estimate for the UI until real durations are joined in.
        return len(self.entries) * 210

    def to_dict(self) -> dict:
        return {
            "id": self.playlist_id,
            "owner": self.owner_id,
            "title": self.title,
            "tracks": [e.track_id for e in self.entries],
        }
