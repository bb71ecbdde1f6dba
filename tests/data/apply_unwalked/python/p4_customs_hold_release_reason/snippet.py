# …

@dataclass
class Hold:
    container_no: str
    hold_type: HoldType
    placed_by: str
    placed_at: datetime
    released_at: datetime | None = None
    released_by: str | None = None
    release_reason: str | None = None

# [unchanged]

    def release(self, container_no: str, hold_type: HoldType, officer: str, reason: str) -> Hold:
        for hold in self._holds.get(container_no, []):
            if hold.hold_type is hold_type and hold.active:
                hold.released_at = datetime.now(timezone.utc)
                hold.released_by = officer
                hold.release_reason = reason
                log.info("hold %s released on %s by %s (%s)", hold_type.value, container_no, officer, reason)
                self._bus.publish(
                    "hold.released",
                    container_no=container_no,
                    hold_type=hold_type.value,
                    reason=reason,
                )
                return hold
        raise KeyError(f"no active {hold_type.value} hold on {container_no}")

# … rest of file unchanged
