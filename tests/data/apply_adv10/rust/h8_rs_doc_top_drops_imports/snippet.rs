/// Counts how often each word occurs in a file, ignoring case.
pub fn word_counts(path: &str) -> std::io::Result<HashMap<String, usize>> {
    let text = fs::read_to_string(path)?;
    let mut counts = HashMap::new();
    for word in text.split_whitespace() {
        *counts.entry(word.to_lowercase()).or_insert(0) += 1;
    }
    Ok(counts)
}

/// The most frequent word, if any.
pub fn top_word(counts: &HashMap<String, usize>) -> Option<&String> {
    counts.iter().max_by_key(|(_, n)| **n).map(|(w, _)| w)
}
