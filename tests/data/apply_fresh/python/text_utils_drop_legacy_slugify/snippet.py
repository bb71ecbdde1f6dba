import re
import unicodedata

__all__ = ["normalize_whitespace", "slugify", "truncate", "strip_accents"]

# ... regexes, normalize_whitespace() and slugify() unchanged ...

# legacy_slugify() removed — it was deprecated in 2.3 and nothing calls it any more

# ... truncate() and strip_accents() unchanged ...
