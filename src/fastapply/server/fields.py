"""Field types for request models: text that is valid Unicode, integers inside the range the engine takes.

JSON may carry a lone UTF-16 surrogate (``"\\udfff"``) that Python decodes into a ``str`` no encoder
accepts, and integers of any size; both used to fail deep in the tokenizer or in torch (a 500). These
types refuse them while validating, so the client gets a 400 naming the field.

:func:`takes` marks in the OpenAPI schema what a field takes when the server's own check (with its
own message) refuses more than the field's type says: the schema and the server agree.
"""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import AfterValidator, BeforeValidator, Field
from pydantic_core import PydanticCustomError

SURROGATE = re.compile("[\ud800-\udfff]")
INT32 = (-(2**31), 2**31 - 1)
INT64 = (-(2**63), 2**63 - 1)  # OpenAI's range for seed
CUSTOM_ERRORS = ("lone_surrogate", "out_of_range", "blank")  # our own validation error types, preferred when reporting


def _valid_unicode(text: str) -> str:
    found = SURROGATE.search(text)
    if found is not None:
        raise PydanticCustomError(
            "lone_surrogate", "the text holds a lone UTF-16 surrogate ({char}) at character {index}, which is not "
                              "valid Unicode; send text that encodes as UTF-8",
            {"char": ascii(found.group())[1:-1], "index": found.start()})
    return text


def _integral(value: Any) -> Any:
    """A JSON number with no fraction (``5.0``) is an integer, as JSON Schema reads it; ``"5"`` stays a string."""
    return int(value) if isinstance(value, float) and value.is_integer() else value


def bounded(low: int, high: int, schema: dict | None = None):
    """An int that must lie in [low, high] (``5.0`` counts as 5); the message names the range. ``schema``:
    how the OpenAPI schema says it (default: ``minimum`` and ``maximum``)."""

    def check(value: int) -> int:
        if not low <= value <= high:
            raise PydanticCustomError("out_of_range", "must be an integer in [{low}, {high}], got {value}",
                                      {"low": low, "high": high, "value": value})
        return value

    return Annotated[int, BeforeValidator(_integral), AfterValidator(check),
                     Field(json_schema_extra=schema or {"minimum": low, "maximum": high})]


def _not_blank(text: str) -> str:
    if not text.strip():
        raise PydanticCustomError("blank", "the update snippet is empty")
    return text


def takes(default: Any = None, **schema: Any) -> Any:
    """A field's default, and JSON Schema keywords saying what the server takes (``enum``, ``minimum``...)."""
    return Field(default, json_schema_extra=schema)


Text = Annotated[str, AfterValidator(_valid_unicode)]
Snippet = Annotated[Text, AfterValidator(_not_blank), Field(json_schema_extra={"pattern": r"\S"})]  # not blank
Int32 = bounded(*INT32, {"format": "int32"})
Seed = bounded(*INT64, {"format": "int64"})  # (bounds beyond 2**53 compare wrong as floats: the format says them)
