# ... existing code ...

@dataclass
class Playlist:
    playlist_id: str
    owner_id: str
    title: str
    entries: list[PlaylistEntry] = field(default_factory=list)
    # (removed the use_legacy_shuffle flag)

    # ... existing code ...

    def shuffled(self, seed: int | None = None) -> list[PlaylistEntry]:
        rng = random.Random(seed)
        return self._spread_artists(rng)

    # ... removed _legacy_shuffle(): every client is on 4.2+ now ...

    def _spread_artists(self, rng: random.Random) -> list[PlaylistEntry]:
        # ... existing code ...

    # ... existing code ...

    def to_dict(self) -> dict:
        return {
            "id": self.playlist_id,
            "owner": self.owner_id,
            "title": self.title,
            "tracks": [e.track_id for e in self.entries],
        }
