use argon2::password_hash::{
    rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString,
};
use argon2::Argon2;
use rand::distributions::Alphanumeric;
use rand::Rng;
use sha1::{Digest, Sha1};

#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    #[error("password hashing failed: {0}")]
    Hash(String),
    #[error("stored hash is malformed")]
    MalformedHash,
}

pub fn hash_password(password: &str) -> Result<String, AuthError> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|e| AuthError::Hash(e.to_string()))
}

pub fn verify_password(password: &str, stored: &str) -> Result<bool, AuthError> {
    let parsed = PasswordHash::new(stored).map_err(|_| AuthError::MalformedHash)?;
    Ok(Argon2::default()
        .verify_password(password.as_bytes(), &parsed)
        .is_ok())
}

#[deprecated(note = "all accounts now use argon2; kept until the migration finishes")]
pub fn verify_legacy_sha1(password: &str, salt: &str, stored_hex: &str) -> bool {
    let mut hasher = Sha1::new();
    hasher.update(salt.as_bytes());
    hasher.update(password.as_bytes());
    let digest = hasher.finalize();
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    constant_time_eq(hex.as_bytes(), stored_hex.to_ascii_lowercase().as_bytes())
}

pub fn generate_token(len: usize) -> String {
    rand::thread_rng()
        .sample_iter(&Alphanumeric)
        .take(len)
        .map(char::from)
        .collect()
}

pub fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_then_verify_round_trips() {
        let hash = hash_password("correct horse").unwrap();
        assert!(verify_password("correct horse", &hash).unwrap());
        assert!(!verify_password("battery staple", &hash).unwrap());
    }

    #[test]
    fn tokens_have_requested_length() {
        assert_eq!(generate_token(32).len(), 32);
    }

    #[test]
    #[allow(deprecated)]
    fn legacy_sha1_rejects_wrong_digest() {
        assert!(!verify_legacy_sha1("pw", "salt", "0000"));
    }
}
