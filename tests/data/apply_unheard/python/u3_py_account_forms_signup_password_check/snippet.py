class SignupForm:
    # ... existing code ...

    def validate(self) -> list[str]:
        errors: list[str] = []
        # ... existing checks ...
        if not self.accept_terms:
            errors.append("You must accept the terms of service.")
        local_part = self.email.split("@", 1)[0].lower()
        if len(local_part) >= 4 and local_part in self.password.lower():
            errors.append("Password must not contain your email address.")
        return errors
