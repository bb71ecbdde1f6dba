export function validateEmail(value: string): ValidationError {
  const trimmed = value.trim().toLowerCase();
  if (!trimmed) {
    return { field: "email", message: "Email is required." };
  }
  if (!EMAIL_PATTERN.test(trimmed)) {
    return { field: "email", message: "Enter a valid email address." };
  }
  return BLOCKED_DOMAINS.has(trimmed.split("@")[1]) ? { field: "email", message: "Disposable email addresses are not allowed." } : null;
}

// ... existing code ...
