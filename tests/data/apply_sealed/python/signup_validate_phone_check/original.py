import re
from dataclasses import dataclass, field

from .models import Account
from .repository import AccountRepository
from .security import hash_password

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.IGNORECASE)
PHONE_RE = re.compile(r"^\+?[0-9 ()-]{7,20}$")
USERNAME_RE = re.compile(r"^[a-z0-9_]{3,32}$")

RESERVED_USERNAMES = {"admin", "root", "support", "billing", "api"}


@dataclass
class SignupResult:
    account: Account | None = None
    errors: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors


class SignupService:
    def __init__(self, repository: AccountRepository, *, require_phone: bool = False):
        self.repository = repository
        self.require_phone = require_phone

    def validate(self, payload: dict) -> list[str]:
        errors = []
        for key in ("username", "email", "password"):
            if not payload.get(key):
                errors.append(f"{key} is required")
        if self.require_phone and not payload.get("phone"):
            errors.append("phone is required")
        if errors:
            return errors

        username = payload["username"].lower()
        if not USERNAME_RE.match(username):
            errors.append("username may only contain a-z, 0-9 and _")
        if username in RESERVED_USERNAMES:
            errors.append("username is reserved")
        if not EMAIL_RE.match(payload["email"]):
            errors.append("email is not valid")
        if len(payload["password"]) < 10:
            errors.append("password must be at least 10 characters")
        if payload["password"].lower() == username:
            errors.append("password must not match the username")
        return errors

    def signup(self, payload: dict) -> SignupResult:
        errors = self.validate(payload)
        if errors:
            return SignupResult(errors=errors)
        if self.repository.exists(username=payload["username"].lower()):
            return SignupResult(errors=["username is taken"])
        if self.repository.exists(email=payload["email"].lower()):
            return SignupResult(errors=["an account with this email already exists"])
        account = self.repository.create(
            username=payload["username"].lower(),
            email=payload["email"].lower(),
            phone=payload.get("phone"),
            password_hash=hash_password(payload["password"]),
        )
        return SignupResult(account=account)
