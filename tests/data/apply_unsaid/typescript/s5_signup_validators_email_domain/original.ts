export type ValidationError = { field: string; message: string } | null;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BLOCKED_DOMAINS = new Set(["mailinator.com", "tempmail.dev", "10minutemail.com"]);

export function validateUsername(value: string): ValidationError {
  const trimmed = value.trim();
  if (trimmed.length < 3) {
    return { field: "username", message: "Username must be at least 3 characters." };
  }
  if (!/^[a-z0-9_.-]+$/i.test(trimmed)) {
    return { field: "username", message: "Username may only contain letters, digits, dots, dashes and underscores." };
  }
  return null;
}

export function validateEmail(value: string): ValidationError {
  const trimmed = value.trim().toLowerCase();
  if (!trimmed) {
    return { field: "email", message: "Email is required." };
  }
  if (!EMAIL_PATTERN.test(trimmed)) {
    return { field: "email", message: "Enter a valid email address." };
  }
  return null;
}

export function validatePassword(value: string): ValidationError {
  if (value.length < 10) {
    return { field: "password", message: "Password must be at least 10 characters." };
  }
  if (!/[A-Z]/.test(value) || !/[0-9]/.test(value)) {
    return { field: "password", message: "Password needs an uppercase letter and a digit." };
  }
  return null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): ValidationError {
  if (password !== confirmation) {
    return { field: "passwordConfirmation", message: "Passwords do not match." };
  }
  return null;
}

export function validateSignup(form: {
  username: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}): ValidationError[] {
  return [
    validateUsername(form.username),
    validateEmail(form.email),
    validatePassword(form.password),
    validatePasswordConfirmation(form.password, form.passwordConfirmation),
  ].filter((error): error is NonNullable<ValidationError> => error !== null);
}
