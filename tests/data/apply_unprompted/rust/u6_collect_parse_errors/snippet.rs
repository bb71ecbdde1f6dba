// ... imports, ChipRead, Mat and ParseError unchanged ...

// ... Display / FromStr impls and the field parsers (parse_chip, parse_time, parse_line) unchanged ...

/// Parses a whole backup file. Bad lines are skipped and returned with their
/// 1-based line number so the timing team can check them by hand.
pub fn parse_file(contents: &str) -> (Vec<ChipRead>, Vec<(usize, ParseError)>) {
    let mut reads = Vec::new();
    let mut errors = Vec::new();
    for (index, line) in contents.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        match parse_line(line) {
            Ok(read) => reads.push(read),
            Err(err) => errors.push((index + 1, err)),
        }
    }
    (reads, errors)
}
