"""Runtime settings for the home hub daemon."""
import os
from dataclasses import dataclass
from pathlib import Path


def _env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def _env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    if value is None:
        return default
    try:
        return int(value)
    except ValueError:
        raise ValueError(f"{name} must be an integer, got {value!r}") from None


@dataclass(frozen=True)
class HubSettings:
    data_dir: Path
    mqtt_host: str
    mqtt_port: int
    mqtt_tls: bool
    zigbee_device: str
    discovery_enabled: bool
    poll_interval_s: int
    automation_workers: int


def load_settings() -> HubSettings:
    data_dir = Path(os.environ.get("HUB_DATA_DIR", "/var/lib/homehub"))
    mqtt_tls = _env_bool("HUB_MQTT_TLS", False)
    return HubSettings(
        data_dir=data_dir,
        mqtt_host=os.environ.get("HUB_MQTT_HOST", "localhost"),
        mqtt_port=_env_int("HUB_MQTT_PORT", 8883 if mqtt_tls else 1883),
        mqtt_tls=mqtt_tls,
        zigbee_device=os.environ.get("HUB_ZIGBEE_DEVICE", "/dev/ttyUSB0"),
        discovery_enabled=_env_bool("HUB_DISCOVERY", True),
        poll_interval_s=_env_int("HUB_POLL_INTERVAL", 30),
        automation_workers=_env_int("HUB_AUTOMATION_WORKERS", 4),
    )
