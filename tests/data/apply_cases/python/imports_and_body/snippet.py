import os
import re
from pathlib import Path

# ... existing code ...

def write_text(path, text):
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")

# ... existing code ...
