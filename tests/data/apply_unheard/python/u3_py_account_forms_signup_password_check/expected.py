"""Plain validation objects for the account pages (no framework forms)."""

from __future__ import annotations

import re
from dataclasses import dataclass

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.IGNORECASE)
USERNAME_RE = re.compile(r"^[a-z0-9_]{3,30}$")
MIN_PASSWORD_LENGTH = 10


def _password_errors(password: str) -> list[str]:
    errors: list[str] = []
    if len(password) < MIN_PASSWORD_LENGTH:
        errors.append(f"Password must be at least {MIN_PASSWORD_LENGTH} characters.")
    if password.isdigit():
        errors.append("Password must not be only digits.")
    return errors


@dataclass
class SignupForm:
    email: str
    username: str
    password: str
    password_confirm: str
    accept_terms: bool = False

    def validate(self) -> list[str]:
        errors: list[str] = []
        if not EMAIL_RE.match(self.email):
            errors.append("Enter a valid email address.")
        if not USERNAME_RE.match(self.username):
            errors.append("Username must be 3-30 lowercase letters, digits or underscores.")
        errors.extend(_password_errors(self.password))
        if self.password != self.password_confirm:
            errors.append("Passwords do not match.")
        if not self.accept_terms:
            errors.append("You must accept the terms of service.")
        local_part = self.email.split("@", 1)[0].lower()
        if len(local_part) >= 4 and local_part in self.password.lower():
            errors.append("Password must not contain your email address.")
        return errors

    def is_valid(self) -> bool:
        return not self.validate()


@dataclass
class PasswordChangeForm:
    current_password: str
    new_password: str
    new_password_confirm: str

    def validate(self) -> list[str]:
        errors: list[str] = []
        if not self.current_password:
            errors.append("Enter your current password.")
        errors.extend(_password_errors(self.new_password))
        if self.new_password != self.new_password_confirm:
            errors.append("Passwords do not match.")
        if self.new_password == self.current_password:
            errors.append("New password must differ from the current one.")
        return errors

    def is_valid(self) -> bool:
        return not self.validate()
