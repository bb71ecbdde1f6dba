pub fn load(path: &str) -> HashMap<String, String> {
    let text = fs::read_to_string(path).unwrap_or_default();
    parse(&text)
}

pub fn parse(text: &str) -> HashMap<String, String> {
    let mut map = HashMap::new();
    for line in text.lines() {
        if line.starts_with('#') {
            continue;
        }
        if let Some((k, v)) = line.split_once('=') {
            map.insert(k.trim().to_string(), v.trim().to_string());
        }
    }
    map
}
