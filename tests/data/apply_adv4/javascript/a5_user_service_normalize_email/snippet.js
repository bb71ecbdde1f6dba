// ... keep existing code

/**
 * Registers a new account and emails a verification link.
 * The address is trimmed and lower-cased before the uniqueness check, so
 * "Ann@Example.com " and "ann@example.com" are the same account.
 */
async function createUser({ email, password, displayName }) {
  email = email.trim().toLowerCase();
  if (await User.exists({ email })) {
    throw new ConflictError(`${email} is already registered`);
  }
  const hash = await bcrypt.hash(password, SALT_ROUNDS);

  // ... keep existing code
}

// ... keep existing code
