use std::time::Duration;

#[derive(Debug, PartialEq, Eq)]
pub struct ParseError {
    pub input: String,
    pub reason: &'static str,
}

impl ParseError {
    fn new(input: &str, reason: &'static str) -> Self {
        Self {
            input: input.to_string(),
            reason,
        }
    }
}

/// Parses sizes like `512`, `64k`, `10M`, `2G` into bytes.
pub fn parse_size(input: &str) -> Result<u64, ParseError> {
    let trimmed = input.trim();
    if trimmed.is_empty() {
        return Err(ParseError::new(input, "empty size"));
    }
    let (digits, multiplier) = match trimmed.chars().last() {
        Some('k') | Some('K') => (&trimmed[..trimmed.len() - 1], 1024),
        Some('m') | Some('M') => (&trimmed[..trimmed.len() - 1], 1024 * 1024),
        Some('g') | Some('G') => (&trimmed[..trimmed.len() - 1], 1024 * 1024 * 1024),
        _ => (trimmed, 1),
    };
    let value: u64 = digits
        .parse()
        .map_err(|_| ParseError::new(input, "size must be a whole number"))?;
    value
        .checked_mul(multiplier)
        .ok_or_else(|| ParseError::new(input, "size is too large"))
}

/// Parses durations like `30s`, `5m`, `2h` or a bare number of seconds.
pub fn parse_duration(input: &str) -> Result<Duration, ParseError> {
    let trimmed = input.trim();
    if trimmed.is_empty() {
        return Err(ParseError::new(input, "empty duration"));
    }
    let (digits, multiplier) = match trimmed.chars().last() {
        Some('s') => (&trimmed[..trimmed.len() - 1], 1),
        Some('m') => (&trimmed[..trimmed.len() - 1], 60),
        Some('h') => (&trimmed[..trimmed.len() - 1], 3600),
        _ => (trimmed, 1),
    };
    let value: u64 = digits
        .parse()
        .map_err(|_| ParseError::new(input, "duration must be a whole number"))?;
    Ok(Duration::from_secs(value * multiplier))
}

/// Parses `true/false`, `yes/no`, `on/off`, `1/0`.
pub fn parse_bool(input: &str) -> Result<bool, ParseError> {
    match input.trim().to_ascii_lowercase().as_str() {
        "true" | "yes" | "on" | "1" => Ok(true),
        "false" | "no" | "off" | "0" => Ok(false),
        _ => Err(ParseError::new(input, "expected a boolean")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("512"), Ok(512));
        assert_eq!(parse_size("64k"), Ok(65536));
        assert!(parse_size("").is_err());
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("90"), Ok(Duration::from_secs(90)));
        assert_eq!(parse_duration("5m"), Ok(Duration::from_secs(300)));
    }
}
