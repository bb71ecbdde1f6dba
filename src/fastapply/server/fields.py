"""Field types for request models: text that is valid Unicode, integers inside the range the engine takes.

JSON may carry a lone UTF-16 surrogate (``"\\udfff"``) that Python decodes into a ``str`` no encoder
accepts, and integers of any size; both used to fail deep in the tokenizer or in torch (a 500). These
types refuse them while validating, so the client gets a 400 naming the field.
"""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator
from pydantic_core import PydanticCustomError

SURROGATE = re.compile("[\ud800-\udfff]")
INT32 = (-(2**31), 2**31 - 1)
INT64 = (-(2**63), 2**63 - 1)  # OpenAI's range for seed
CUSTOM_ERRORS = ("lone_surrogate", "out_of_range")  # our own validation error types, preferred when reporting


def _valid_unicode(text: str) -> str:
    found = SURROGATE.search(text)
    if found is not None:
        raise PydanticCustomError(
            "lone_surrogate", "the text holds a lone UTF-16 surrogate ({char}) at character {index}, which is not "
                              "valid Unicode; send text that encodes as UTF-8",
            {"char": ascii(found.group())[1:-1], "index": found.start()})
    return text


def bounded(low: int, high: int):
    """An int that must lie in [low, high]; the message names the range."""

    def check(value: int) -> int:
        if not low <= value <= high:
            raise PydanticCustomError("out_of_range", "must be an integer in [{low}, {high}], got {value}",
                                      {"low": low, "high": high, "value": value})
        return value

    return Annotated[int, AfterValidator(check)]


Text = Annotated[str, AfterValidator(_valid_unicode)]
Int32 = bounded(*INT32)
Seed = bounded(*INT64)
