use argon2::password_hash::{
    rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString,
};
use argon2::Argon2;
use rand::distributions::Alphanumeric;
use rand::Rng;

// ... AuthError, hash_password and verify_password unchanged ...

// verify_legacy_sha1 removed: every account has been migrated to argon2

// ... generate_token and constant_time_eq unchanged ...

#[cfg(test)]
mod tests {
    // ... existing tests ...

    // (dropped legacy_sha1_rejects_wrong_digest along with the function)
}
