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
