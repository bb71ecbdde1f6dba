# ... existing code ...
@dataclass
class Member:
    id: int
    first_name: str
    last_name: str
    email: str
    phone: str | None
    joined: date
