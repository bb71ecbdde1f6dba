export type ValidationResult = { ok: true } | { ok: false; message: string };

export type Validator<T = string> = (value: T) => ValidationResult;

const ok: ValidationResult = { ok: true };

function fail(message: string): ValidationResult {
  return { ok: false, message };
}

export const required: Validator = (value) =>
  value.trim().length > 0 ? ok : fail("This field is required");

export const email: Validator = (value) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? ok : fail("Enter a valid email address");

export const phone: Validator = (value) =>
  /^\+?[0-9 ()-]{7,20}$/.test(value) ? ok : fail("Enter a valid phone number");

export const postalCode: Validator = (value) =>
  /^[A-Z0-9][A-Z0-9 -]{2,9}$/i.test(value.trim()) ? ok : fail("Enter a valid postal code");

export function minLength(min: number): Validator {
  return (value) =>
    value.length >= min ? ok : fail(`Must be at least ${min} characters`);
}

export function maxLength(max: number): Validator {
  return (value) =>
    value.length <= max ? ok : fail(`Must be ${max} characters or fewer`);
}

export function pattern(re: RegExp, message: string): Validator {
  return (value) => (re.test(value) ? ok : fail(message));
}

export function compose<T>(...validators: Validator<T>[]): Validator<T> {
  return (value) => {
    for (const validate of validators) {
      const result = validate(value);
      if (!result.ok) {
        return result;
      }
    }
    return ok;
  };
}

export function validateForm<K extends string>(
  values: Record<K, string>,
  rules: Partial<Record<K, Validator>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const rule = rules[key];
    if (!rule) continue;
    const result = rule(values[key] ?? "");
    if (!result.ok) {
      errors[key] = result.message;
    }
  }
  return errors;
}
