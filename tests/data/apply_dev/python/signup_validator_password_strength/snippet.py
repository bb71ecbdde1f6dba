# ... existing code ...

def validate_signup(data: dict[str, Any]) -> list[str]:
    errors = _required(data, ["email", "username", "password"])
    # ... existing checks ...
    if len(password) < MIN_PASSWORD_LENGTH:
        errors.append(f"password must be at least {MIN_PASSWORD_LENGTH} characters")
    elif password.lower() in COMMON_PASSWORDS or username in password.lower():
        errors.append("password is too easy to guess")
    if password != data.get("password_confirm"):
        errors.append("passwords do not match")
    if not data.get("accept_terms"):
        errors.append("you must accept the terms of service")
    return errors

# ... existing code ...
