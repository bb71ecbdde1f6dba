pub fn search_key(query: &str, page: u32) -> String {
    let mut hasher = DefaultHasher::new();
    query.trim().to_lowercase().hash(&mut hasher);
    let digest = hasher.finish();
    format!("search:v2:{digest:016x}:{page}")
}

// ... existing code ...
