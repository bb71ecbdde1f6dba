# ... existing code ...
import json
import logging
# (removed the ElementTree import, only the legacy export used it)
from dataclasses import dataclass, field
# ... existing code ...
            "description_text": disruption.description,
        },
    }


# ... removed to_legacy_xml(), the old station boards are gone ...


def build_feed(disruptions: Iterable[Disruption], now: datetime | None = None) -> str:
    # ... existing code ...
