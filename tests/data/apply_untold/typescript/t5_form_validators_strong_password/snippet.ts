// ... keep existing code

export const numeric: Validator<string> = (value) =>
  /^\d+$/.test(value) ? ok : fail("Only digits are allowed.");

export const strongPassword: Validator<string> = (value) =>
  /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value)
    ? ok
    : fail("Use upper- and lowercase letters and at least one digit.");

// ... keep existing code

export const passwordRules = compose(required, minLength(8), maxLength(128), strongPassword);
