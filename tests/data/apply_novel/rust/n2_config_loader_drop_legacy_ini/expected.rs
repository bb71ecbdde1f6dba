use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::Path;

#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Bool(bool),
    Int(i64),
    Text(String),
}

#[derive(Debug, Default)]
pub struct Config {
    pub sections: BTreeMap<String, BTreeMap<String, Value>>,
}

#[derive(Debug)]
pub enum ConfigError {
    Io(io::Error),
    Syntax { line: usize, message: String },
}

impl From<io::Error> for ConfigError {
    fn from(err: io::Error) -> Self {
        ConfigError::Io(err)
    }
}

fn parse_value(raw: &str) -> Value {
    let raw = raw.trim();
    match raw {
        "true" | "yes" | "on" => Value::Bool(true),
        "false" | "no" | "off" => Value::Bool(false),
        _ => raw
            .parse::<i64>()
            .map(Value::Int)
            .unwrap_or_else(|_| Value::Text(raw.trim_matches('"').to_string())),
    }
}

pub fn parse(text: &str) -> Result<Config, ConfigError> {
    let mut config = Config::default();
    let mut current = String::from("default");
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            current = name.trim().to_string();
            continue;
        }
        let (key, value) = line.split_once('=').ok_or_else(|| ConfigError::Syntax {
            line: index + 1,
            message: format!("expected key = value, got {:?}", line),
        })?;
        config
            .sections
            .entry(current.clone())
            .or_default()
            .insert(key.trim().to_string(), parse_value(value));
    }
    Ok(config)
}

pub fn load_config(path: &Path) -> Result<Config, ConfigError> {
    let text = fs::read_to_string(path)?;
    parse(&text)
}

pub fn get<'a>(config: &'a Config, section: &str, key: &str) -> Option<&'a Value> {
    config.sections.get(section).and_then(|s| s.get(key))
}
