use std::fmt;
use std::time::Duration;

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    InvalidNumber(String),
    UnknownUnit(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty input"),
            ParseError::InvalidNumber(s) => write!(f, "invalid number: {s}"),
            ParseError::UnknownUnit(u) => write!(f, "unknown unit: {u}"),
        }
    }
}

impl std::error::Error for ParseError {}

fn split_number(input: &str) -> Result<(u64, &str), ParseError> {
    let input = input.trim();
    if input.is_empty() {
        return Err(ParseError::Empty);
    }
    let idx = input
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(input.len());
    let (num, unit) = input.split_at(idx);
    let value = num
        .parse::<u64>()
        .map_err(|_| ParseError::InvalidNumber(num.to_string()))?;
    Ok((value, unit.trim()))
}

/// Parses sizes such as `512`, `64k`, `10M` or `2G` into bytes.
pub fn parse_size(input: &str) -> Result<u64, ParseError> {
    let (value, unit) = split_number(input)?;
    let factor = match unit.to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" => 1024,
        "m" | "mb" => 1024 * 1024,
        "g" | "gb" => 1024 * 1024 * 1024,
        other => return Err(ParseError::UnknownUnit(other.to_string())),
    };
    Ok(value * factor)
}

/// Parses durations such as `250ms`, `30s`, `5m`, `1h` or `2d` into a `Duration`.
/// A bare number is read as seconds.
pub fn parse_duration(input: &str) -> Result<Duration, ParseError> {
    let (value, unit) = split_number(input)?;
    let duration = match unit.to_ascii_lowercase().as_str() {
        "ms" => Duration::from_millis(value),
        "" | "s" => Duration::from_secs(value),
        "m" => Duration::from_secs(value * 60),
        "h" => Duration::from_secs(value * 3600),
        "d" => Duration::from_secs(value * 86_400),
        other => return Err(ParseError::UnknownUnit(other.to_string())),
    };
    Ok(duration)
}

/// Parses percentages such as `75%` or `75` into a fraction.
pub fn parse_percent(input: &str) -> Result<f64, ParseError> {
    let trimmed = input.trim().trim_end_matches('%');
    let (value, unit) = split_number(trimmed)?;
    if !unit.is_empty() {
        return Err(ParseError::UnknownUnit(unit.to_string()));
    }
    Ok(value as f64 / 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("64k"), Ok(65536));
        assert_eq!(parse_size("2G"), Ok(2 * 1024 * 1024 * 1024));
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("90s"), Ok(Duration::from_secs(90)));
        assert_eq!(parse_duration("2h"), Ok(Duration::from_secs(7200)));
    }
}
