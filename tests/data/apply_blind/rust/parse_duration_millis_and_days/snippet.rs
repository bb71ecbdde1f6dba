// ... existing code ...

/// Parses durations like `250ms`, `30s`, `5m`, `2h`, `1d` or a bare number of seconds.
pub fn parse_duration(input: &str) -> Result<Duration, ParseError> {
    let trimmed = input.trim();
    if trimmed.is_empty() {
        return Err(ParseError::new(input, "empty duration"));
    }
    if let Some(digits) = trimmed.strip_suffix("ms") {
        let millis: u64 = digits
            .parse()
            .map_err(|_| ParseError::new(input, "duration must be a whole number"))?;
        return Ok(Duration::from_millis(millis));
    }
    let (digits, multiplier) = match trimmed.chars().last() {
        Some('s') => (&trimmed[..trimmed.len() - 1], 1),
        Some('m') => (&trimmed[..trimmed.len() - 1], 60),
        Some('h') => (&trimmed[..trimmed.len() - 1], 3600),
        Some('d') => (&trimmed[..trimmed.len() - 1], 86_400),
        _ => (trimmed, 1),
    };
    let value: u64 = digits
        .parse()
        .map_err(|_| ParseError::new(input, "duration must be a whole number"))?;
    value
        .checked_mul(multiplier)
        .map(Duration::from_secs)
        .ok_or_else(|| ParseError::new(input, "duration is too large"))
}

// ... existing code ...
