export type Validator = (value: string) => string | null;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_RE = /^[a-z0-9_]+$/i;

export const validateUsername: Validator = (value) => {
  if (!value.trim()) return "Username is required";
  if (value.length < 3) return "Username must be at least 3 characters";
  if (value.length > 20) return "Username must be at most 20 characters";
  if (!USERNAME_RE.test(value)) return "Username may only contain letters, digits and _";
  return null;
};

export const validateDisplayName: Validator = (value) => {
  if (!value.trim()) return "Display name is required";
  if (value.length < 3) return "Display name must be at least 3 characters";
  if (value.length > 20) return "Display name must be at most 20 characters";
  return null;
};

export const validateTeamName: Validator = (value) => {
  if (!value.trim()) return "Team name is required";
  if (value.length < 3) return "Team name must be at least 3 characters";
  if (value.length > 20) return "Team name must be at most 20 characters";
  return null;
};

export const validateEmail: Validator = (value) => {
  if (!value.trim()) return "Email is required";
  if (value.length > 254) return "Email is too long";
  if (!EMAIL_RE.test(value)) return "Email is not valid";
  return null;
};

export const validatePassword: Validator = (value) => {
  if (!value) return "Password is required";
  if (value.length < 8) return "Password must be at least 8 characters";
  if (value.length > 128) return "Password must be at most 128 characters";
  if (!/[0-9]/.test(value)) return "Password must contain a digit";
  return null;
};

export const validateBio: Validator = (value) => {
  if (value.length > 160) return "Bio must be at most 160 characters";
  return null;
};

export function composeValidators(...validators: Validator[]): Validator {
  return (value) => {
    for (const validate of validators) {
      const error = validate(value);
      if (error) return error;
    }
    return null;
  };
}

export function validateForm<T extends Record<string, string>>(
  values: T,
  rules: Partial<Record<keyof T, Validator>>,
): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(rules) as (keyof T)[]) {
    const error = rules[key]?.(values[key] ?? "");
    if (error) errors[key] = error;
  }
  return errors;
}
