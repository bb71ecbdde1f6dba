"""Parsing and validation of HMRC PAYE tax codes.

A tax code is an optional country prefix (S for Scotland, C for Wales),
a number giving the tax-free allowance divided by ten and a suffix letter,
optionally followed by an emergency marker (W1, M1 or X).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

_CODE_RE = re.compile(
    r"^(?P<country>[SC])?(?P<k>K)?(?P<number>\d{1,5})(?P<suffix>[LMNT])?"
    r"(?P<emergency> ?(W1|M1|X))?$"
)
_FLAT_CODES = {"BR", "D0", "D1", "D2", "NT", "0T"}


@dataclass(frozen=True)
class TaxCode:
    raw: str
    country: str
    allowance: Decimal
    suffix: str | None
    is_k_code: bool
    cumulative: bool

    @property
    def is_flat_rate(self) -> bool:
        return self.suffix is None


class TaxCodeError(ValueError):
    pass


def _normalise(raw: str) -> str:
    return re.sub(r"\s+", " ", raw.strip().upper())


def _country_for(prefix: str | None) -> str:
    if prefix == "S":
        return "scotland"
    if prefix == "C":
        return "wales"
    return "england_ni"


def parse_tax_code(raw: str) -> TaxCode:
    code = _normalise(raw)
    prefix = code[0] if code[:1] in ("S", "C") and code[1:] in _FLAT_CODES else None
    if prefix is not None or code in _FLAT_CODES:
        return TaxCode(code, _country_for(prefix), Decimal("0"), None, False, True)

    match = _CODE_RE.match(code)
    if match is None or (match["suffix"] is None and not match["k"]):
        raise TaxCodeError(f"unrecognised tax code: {raw!r}")

    number = Decimal(match["number"]) * 10
    allowance = -number if match["k"] else number + Decimal("9")
    return TaxCode(
        raw=code,
        country=_country_for(match["country"]),
        allowance=allowance,
        suffix=match["suffix"],
        is_k_code=bool(match["k"]),
        cumulative=match["emergency"] is None,
    )


def is_emergency(code: TaxCode) -> bool:
    return not code.cumulative
