export type FieldRule = {
  label: string;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  message: string;
};

export type SignupField =
  | "firstName"
  | "lastName"
  | "email"
  | "username"
  | "password"
  | "company";

export const signupRules: Record<SignupField, FieldRule> = {
  firstName: {
    label: "First name",
    required: true,
    minLength: 1,
    maxLength: 50,
    message: "Please enter your first name.",
  },
  lastName: {
    label: "Last name",
    required: true,
    minLength: 1,
    maxLength: 100,
    message: "Please enter your last name.",
  },
  email: {
    label: "Email",
    required: true,
    maxLength: 254,
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    message: "Please enter a valid email address.",
  },
  username: {
    label: "Username",
    required: true,
    minLength: 3,
    maxLength: 30,
    pattern: /^[a-z0-9_]+$/,
    message: "Use 3-30 lowercase letters, digits or underscores.",
  },
  password: {
    label: "Password",
    required: true,
    minLength: 12,
    maxLength: 128,
    message: "Passwords need at least 12 characters.",
  },
  company: {
    label: "Company",
    required: false,
    maxLength: 50,
    message: "Company names are limited to 50 characters.",
  },
};

export function validateField(field: SignupField, value: string): string | null {
  const rule = signupRules[field];
  const trimmed = value.trim();
  if (!trimmed) return rule.required ? rule.message : null;
  if (rule.minLength !== undefined && trimmed.length < rule.minLength) return rule.message;
  if (rule.maxLength !== undefined && trimmed.length > rule.maxLength) return rule.message;
  if (rule.pattern && !rule.pattern.test(trimmed)) return rule.message;
  return null;
}
