export function validatePassword(password: string, username?: string): ValidationResult {
  const errors: string[] = [];
  if (password.length < 12) {
    errors.push("Password must be at least 12 characters.");
  }
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password)) {
    errors.push("Password must contain both upper- and lowercase letters.");
  }
  if (!/[0-9]/.test(password)) {
    errors.push("Password must contain a digit.");
  }
  if (!/[^A-Za-z0-9]/.test(password)) {
    errors.push("Password must contain a symbol.");
  }
  if (username && password.toLowerCase().includes(username.toLowerCase())) {
    errors.push("Password must not contain your username.");
  }
  return result(errors);
}
