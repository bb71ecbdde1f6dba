"""Form validation for the account endpoints; each validator returns a list of messages."""

import re
from typing import Any

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.IGNORECASE)
USERNAME_RE = re.compile(r"^[a-z0-9_]{3,30}$")
MIN_PASSWORD_LENGTH = 10
COMMON_PASSWORDS = frozenset({"password123", "qwertyuiop", "1234567890", "letmein123"})
RESERVED_USERNAMES = frozenset({"admin", "root", "support", "api"})


def _required(data: dict[str, Any], names: list[str]) -> list[str]:
    return [f"{name} is required" for name in names if not str(data.get(name) or "").strip()]


def validate_signup(data: dict[str, Any]) -> list[str]:
    errors = _required(data, ["email", "username", "password"])
    if errors:
        return errors
    email = data["email"].strip()
    username = data["username"].strip().lower()
    password = data["password"]
    if not EMAIL_RE.match(email):
        errors.append("email is not valid")
    if not USERNAME_RE.match(username):
        errors.append("username must be 3-30 lowercase letters, digits or underscores")
    elif username in RESERVED_USERNAMES:
        errors.append("username is reserved")
    if len(password) < MIN_PASSWORD_LENGTH:
        errors.append(f"password must be at least {MIN_PASSWORD_LENGTH} characters")
    elif password.lower() in COMMON_PASSWORDS or username in password.lower():
        errors.append("password is too easy to guess")
    if password != data.get("password_confirm"):
        errors.append("passwords do not match")
    if not data.get("accept_terms"):
        errors.append("you must accept the terms of service")
    return errors


def validate_profile(data: dict[str, Any]) -> list[str]:
    errors = _required(data, ["display_name"])
    display_name = str(data.get("display_name") or "").strip()
    if len(display_name) > 80:
        errors.append("display name must be at most 80 characters")
    website = str(data.get("website") or "").strip()
    if website and not website.startswith(("http://", "https://")):
        errors.append("website must start with http:// or https://")
    bio = str(data.get("bio") or "")
    if len(bio) > 500:
        errors.append("bio must be at most 500 characters")
    return errors


def validate_password_change(data: dict[str, Any]) -> list[str]:
    errors = _required(data, ["current_password", "password"])
    if errors:
        return errors
    password = data["password"]
    if len(password) < MIN_PASSWORD_LENGTH:
        errors.append(f"password must be at least {MIN_PASSWORD_LENGTH} characters")
    if password == data["current_password"]:
        errors.append("new password must differ from the current one")
    if password != data.get("password_confirm"):
        errors.append("passwords do not match")
    return errors
