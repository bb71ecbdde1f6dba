"""Cleaning rules for imported CRM records."""

import re
import unicodedata
from datetime import datetime

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.IGNORECASE)
COUNTRY_ALIASES = {
    "uk": "GB",
    "united kingdom": "GB",
    "usa": "US",
    "united states": "US",
    "deutschland": "DE",
}


def strip_accents(text: str) -> str:
    normalized = unicodedata.normalize("NFKD", text)
    return "".join(c for c in normalized if not unicodedata.combining(c))


def clean_country(value: str | None) -> str | None:
    if not value:
        return None
    key = value.strip().lower()
    if key in COUNTRY_ALIASES:
        return COUNTRY_ALIASES[key]
    return key.upper()[:2] or None


def normalize_customer(raw: dict) -> dict:
    record = {"source": "crm", "kind": "customer"}

    name = " ".join(raw.get("name", "").split())
    record["name"] = name.title()
    record["search_name"] = strip_accents(name).lower()

    email = raw.get("email", "").strip().lower()
    record["email"] = email if EMAIL_RE.match(email) else None

    phone = raw.get("phone", "").strip()
    if phone:
        phone = re.sub(r"[^\d+]", "", phone)
    record["phone"] = phone or None

    record["country"] = clean_country(raw.get("country"))

    created = raw.get("created_at")
    if created:
        record["created_at"] = datetime.strptime(created, "%d/%m/%Y").date()
    else:
        record["created_at"] = None

    record["vip"] = str(raw.get("vip", "")).lower() in {"1", "yes", "true"}
    return record


def normalize_supplier(raw: dict) -> dict:
    record = {"source": "crm", "kind": "supplier"}

    name = " ".join(raw.get("company", "").split())
    record["name"] = name
    record["search_name"] = strip_accents(name).lower()

    email = raw.get("billing_email", "").strip().lower()
    record["email"] = email if EMAIL_RE.match(email) else None

    phone = raw.get("phone", "").strip()
    if phone:
        phone = re.sub(r"[^\d+]", "", phone)
        if phone.startswith("00"):
            phone = "+" + phone[2:]
    record["phone"] = phone or None

    record["country"] = clean_country(raw.get("country"))
    record["vat_id"] = (raw.get("vat_id") or "").replace(" ", "").upper() or None
    record["payment_terms"] = int(raw.get("payment_terms") or 30)
    return record


def normalize_batch(rows, kind: str) -> list[dict]:
    normalizer = normalize_customer if kind == "customer" else normalize_supplier
    out = []
    for row in rows:
        record = normalizer(row)
        if record["email"] or record["phone"]:
            out.append(record)
    return out
