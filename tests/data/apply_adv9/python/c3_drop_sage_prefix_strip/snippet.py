# ... existing code ...


def _country_for(prefix: str | None) -> str:
    if prefix == "S":
        return "scotland"
    if prefix == "C":
        return "wales"
    return "england_ni"


def parse_tax_code(raw: str) -> TaxCode:
    code = _normalise(raw)
    # ... existing code ...
