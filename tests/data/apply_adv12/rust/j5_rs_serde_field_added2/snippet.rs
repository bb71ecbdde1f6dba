#[serde(default)]
pub log_level: Option<String>,

#[serde(default)]
pub log_json: bool,

// ... existing code ...
