export type ValidationResult = { ok: true } | { ok: false; message: string };

export type Validator<T> = (value: T) => ValidationResult;

const ok: ValidationResult = { ok: true };

function fail(message: string): ValidationResult {
  return { ok: false, message };
}

export const required: Validator<string> = (value) =>
  value.trim().length > 0 ? ok : fail("This field is required.");

export function minLength(min: number): Validator<string> {
  return (value) =>
    value.length >= min ? ok : fail(`Must be at least ${min} characters.`);
}

export function maxLength(max: number): Validator<string> {
  return (value) =>
    value.length <= max ? ok : fail(`Must be at most ${max} characters.`);
}

export const email: Validator<string> = (value) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? ok : fail("Enter a valid email address.");

export const numeric: Validator<string> = (value) =>
  /^\d+$/.test(value) ? ok : fail("Only digits are allowed.");

export const strongPassword: Validator<string> = (value) =>
  /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value)
    ? ok
    : fail("Use upper- and lowercase letters and at least one digit.");

export function inRange(min: number, max: number): Validator<number> {
  return (value) =>
    value >= min && value <= max ? ok : fail(`Must be between ${min} and ${max}.`);
}

export function compose<T>(...validators: Validator<T>[]): Validator<T> {
  return (value) => {
    for (const validate of validators) {
      const result = validate(value);
      if (!result.ok) return result;
    }
    return ok;
  };
}

export const passwordRules = compose(required, minLength(8), maxLength(128), strongPassword);
