def normalize_supplier(raw: dict) -> dict:
    # ... existing code ...

    phone = raw.get("phone", "").strip()
    if phone:
        phone = re.sub(r"[^\d+]", "", phone)
        if phone.startswith("00"):
            phone = "+" + phone[2:]
    record["phone"] = phone or None

    # ... existing code ...
