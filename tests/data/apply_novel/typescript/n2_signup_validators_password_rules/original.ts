export interface ValidationResult {
  valid: boolean;
  errors: string[];
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const USERNAME_PATTERN = /^[a-z0-9_]+$/i;
const RESERVED_USERNAMES = new Set(["admin", "root", "support", "system"]);

function result(errors: string[]): ValidationResult {
  return { valid: errors.length === 0, errors };
}

export function validateEmail(email: string): ValidationResult {
  const errors: string[] = [];
  const trimmed = email.trim();
  if (trimmed.length === 0) {
    errors.push("Email is required.");
  } else if (!EMAIL_PATTERN.test(trimmed)) {
    errors.push("Enter a valid email address.");
  }
  return result(errors);
}

export function validateUsername(username: string): ValidationResult {
  const errors: string[] = [];
  if (username.length < 3 || username.length > 24) {
    errors.push("Username must be between 3 and 24 characters.");
  }
  if (!USERNAME_PATTERN.test(username)) {
    errors.push("Username may only contain letters, digits and underscores.");
  }
  if (RESERVED_USERNAMES.has(username.toLowerCase())) {
    errors.push("That username is reserved.");
  }
  return result(errors);
}

export function validatePassword(password: string): ValidationResult {
  const errors: string[] = [];
  if (password.length < 8) {
    errors.push("Password must be at least 8 characters.");
  }
  if (!/[A-Z]/.test(password)) {
    errors.push("Password must contain an uppercase letter.");
  }
  if (!/[0-9]/.test(password)) {
    errors.push("Password must contain a digit.");
  }
  return result(errors);
}

export function validatePasswordConfirmation(password: string, confirmation: string): ValidationResult {
  return result(password === confirmation ? [] : ["Passwords do not match."]);
}

export function validateSignup(form: {
  email: string;
  username: string;
  password: string;
  confirmation: string;
}): ValidationResult {
  const all = [
    validateEmail(form.email),
    validateUsername(form.username),
    validatePassword(form.password),
    validatePasswordConfirmation(form.password, form.confirmation),
  ];
  return result(all.flatMap((r) => r.errors));
}
