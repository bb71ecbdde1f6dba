def slugify(text: str, allow_unicode: bool = False) -> str:
    if not allow_unicode:
        text = strip_accents(text).encode("ascii", "ignore").decode("ascii")
    text = _NON_WORD.sub("", text.lower())
    return _DASHES.sub("-", text).strip("-_")[:MAX_SLUG_LENGTH].rstrip("-")

# ... rest of the code ...
