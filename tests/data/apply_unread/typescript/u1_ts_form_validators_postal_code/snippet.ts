// ... keep existing code

export const phone: Validator = (value) =>
  /^\+?[0-9 ()-]{7,20}$/.test(value) ? ok : fail("Enter a valid phone number");

export const postalCode: Validator = (value) =>
  /^[A-Z0-9][A-Z0-9 -]{2,9}$/i.test(value.trim()) ? ok : fail("Enter a valid postal code");

export function minLength(min: number): Validator {
  // ... keep existing code
}

export function maxLength(max: number): Validator {
  return (value) =>
    value.length <= max ? ok : fail(`Must be ${max} characters or fewer`);
}

// ... keep existing code
