use std::collections::HashMap;
use std::path::Path;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Config {
    pub values: HashMap<String, String>,
}

#[derive(Debug, PartialEq)]
pub enum ConfigError {
    Io(String),
    Syntax { line: usize, message: String },
}

impl Config {
    pub fn get(&self, key: &str) -> Option<&str> {
        self.values.get(key).map(String::as_str)
    }

    pub fn get_bool(&self, key: &str) -> Option<bool> {
        match self.get(key)? {
            "true" | "yes" | "1" => Some(true),
            "false" | "no" | "0" => Some(false),
            _ => None,
        }
    }
}

pub fn load(path: &Path) -> Result<Config, ConfigError> {
    let text = std::fs::read_to_string(path).map_err(|e| ConfigError::Io(e.to_string()))?;
    parse(&text)
}

pub fn parse(text: &str) -> Result<Config, ConfigError> {
    let mut values = HashMap::new();
    for (idx, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once('=').ok_or_else(|| ConfigError::Syntax {
            line: idx + 1,
            message: format!("expected key = value, got {line:?}"),
        })?;
        values.insert(key.trim().to_string(), value.trim().to_string());
    }
    Ok(Config { values })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_key_values() {
        let cfg = parse("name = demo\nport = 8080\n").unwrap();
        assert_eq!(cfg.get("name"), Some("demo"));
        assert_eq!(cfg.get("port"), Some("8080"));
    }

    #[test]
    fn skips_comments_and_blank_lines() {
        let cfg = parse("# comment\n\nname = demo\n").unwrap();
        assert_eq!(cfg.values.len(), 1);
    }

    #[test]
    fn reports_syntax_error_line() {
        let err = parse("name = demo\noops\n").unwrap_err();
        assert_eq!(
            err,
            ConfigError::Syntax { line: 2, message: "expected key = value, got \"oops\"".into() }
        );
    }

    #[test]
    fn reads_booleans() {
        let cfg = parse("a = yes\nb = 0\nc = maybe\n").unwrap();
        assert_eq!(cfg.get_bool("a"), Some(true));
        assert_eq!(cfg.get_bool("b"), Some(false));
        assert_eq!(cfg.get_bool("c"), None);
    }
}
