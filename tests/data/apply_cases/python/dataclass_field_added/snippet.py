@dataclass
class ClientConfig:
    base_url: str
    api_key: str
    timeout: float = 10.0
    max_retries: int = 3
    headers: dict[str, str] = field(default_factory=dict)
