# ... existing code ...

def plasma_expiry(collected_at: datetime, thawed: bool = False) -> datetime:
    """Frozen plasma keeps for 36 months; once thawed it must be used within 24 hours."""
    if thawed:
        return collected_at + timedelta(hours=24)
    return collected_at + timedelta(days=36 * 30)


def cryo_expiry(collected_at: datetime, thawed: bool = False) -> datetime:
    """Cryoprecipitate is stored frozen and used within 4 hours of thawing."""
    if thawed:
        return collected_at + timedelta(hours=4)
    return collected_at + timedelta(days=24 * 30)

# ... existing code ...
