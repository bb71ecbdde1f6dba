//! Human-readable formatting of byte counts.

const UNITS: [&str; 6] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];

/// Formats `bytes` with a binary unit, e.g. `1536` -> `"1.5 KiB"`.
///
/// `precision` is the number of digits after the decimal point for
/// anything larger than plain bytes.
pub fn format_bytes(bytes: u64, precision: usize) -> String {
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit < UNITS.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{} {}", bytes, UNITS[0])
    } else {
        format!("{:.*} {}", precision, value, UNITS[unit])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_stay_integral() {
        assert_eq!(format_bytes(0, 1), "0 B");
        assert_eq!(format_bytes(1023, 2), "1023 B");
    }

    #[test]
    fn kibibytes() {
        assert_eq!(format_bytes(1024, 1), "1.0 KiB");
        assert_eq!(format_bytes(1536, 2), "1.50 KiB");
    }

    #[test]
    fn tebibytes() {
        assert_eq!(format_bytes(3 * 1024u64.pow(4), 1), "3.0 TiB");
    }

    #[test]
    fn pebibytes_cap() {
        assert_eq!(format_bytes(u64::MAX, 0), "16384 PiB");
    }
}
