pub fn parse_line(line: &str) -> Result<Record> {
    // ... existing code ...
}

// ... legacy parsers removed ...

pub fn parse_all(text: &str) -> Result<Vec<Record>> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(parse_line)
        .collect()
}
