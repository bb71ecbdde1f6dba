"""A deletion marker with a blank snippet line between it and a chunk (``MAX = 3;`` / ``// ... removed
LEGACY_DAYS ...`` / blank / ``loans;``): the blank line after the removed line is the file's and stays, where the
removal would leave none between its like neighbours (``keeps._spaced``). Before, the deletion took the blank line
with the constant and the snippet's blank line was read as the marker's, so the two groups ran together, ``exact``.
Under a block's head (``jobs:`` / a removed first job) or before a closing brace, the removal keeps no blank line."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

KEPT = {
"java": ("""public class LoanService {

    private static final int MAX_RENEWALS = 3;
    private static final int LEGACY_RENEWAL_DAYS = 14;

    private final LoanRepository loans;
    private final Clock clock;

    public Loan renew(String id) {
        return loans.renew(id, MAX_RENEWALS, clock);
    }
}
""", """// ... existing code ...

    private static final int MAX_RENEWALS = 3;
    // ... removed LEGACY_RENEWAL_DAYS ...

    private final LoanRepository loans;
// ... existing code ...
""", 3),
"toml": ("""[package]
name = "tariffs"
version = "0.4.0"

[features]
default = ["postgres"]
postgres = ["dep:sqlx"]
legacy-export = ["dep:csv"]

[dependencies]
chrono = "0.4"
sqlx = { version = "0.7", optional = true }
""", """# ... [package] unchanged ...

[features]
default = ["postgres"]
postgres = ["dep:sqlx"]
# (removed the legacy-export feature)

[dependencies]
# ... rest unchanged ...
""", 7),
"python": ("""import os

RETRY_LIMIT = 5
LEGACY_TIMEOUT = 30

TIMEOUT = float(os.environ.get("TIMEOUT", "10"))


def fetch(client, url):
    return client.get(url, timeout=TIMEOUT, retries=RETRY_LIMIT)
""", """import os

RETRY_LIMIT = 5
# ... removed LEGACY_TIMEOUT (nothing reads it) ...

TIMEOUT = float(os.environ.get("TIMEOUT", "10"))
# ... existing code ...
""", 3),
}


@pytest.mark.parametrize("language", sorted(KEPT))
def test_the_blank_line_after_a_removed_line_stays(language):
    original, snippet, removed = KEPT[language]
    lines = original.splitlines(keepends=True)
    expected = "".join(lines[:removed] + lines[removed + 1:])
    result = merge(original, snippet, language=language)
    assert result.text == expected, result.explanation
    assert result.confidence in ("exact", "fuzzy")


NONE = {
"yaml": ("""name: ci
on: [push]

jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - run: npm run lint

  test:
    runs-on: ubuntu-latest
    steps:
      - run: npm test
""", """jobs:
  # (delete the lint job: linting runs in pre-commit now)

  test:
    # ... unchanged ...
""", """name: ci
on: [push]

jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - run: npm test
"""),
"scala": ("""object Codec {

  def encode(event: Event): String = event.asJson.noSpaces

  def decode(text: String): Either[Error, Event] =
    parser.decode[Event](text)

  def decodeAny(text: String): Option[Event] =
    decode(text).toOption
}
""", """object Codec {

  // ... existing code ...

  def decode(text: String): Either[Error, Event] =
    parser.decode[Event](text)

  // (decodeAny deleted: it only served the legacy fallback)
}
""", """object Codec {

  def encode(event: Event): String = event.asJson.noSpaces

  def decode(text: String): Either[Error, Event] =
    parser.decode[Event](text)
}
"""),
}


@pytest.mark.parametrize("language", sorted(NONE))
def test_no_blank_line_is_kept_under_a_head_or_before_a_closer(language):
    original, snippet, expected = NONE[language]
    result = merge(original, snippet, language=language)
    assert result.text == expected, result.explanation
