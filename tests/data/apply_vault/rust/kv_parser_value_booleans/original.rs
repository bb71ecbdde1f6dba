use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Str(String),
    Int(i64),
    Float(f64),
    Bool(bool),
    List(Vec<Value>),
}

#[derive(Debug, PartialEq)]
pub struct ParseError {
    pub line: usize,
    pub message: String,
}

impl ParseError {
    fn new(line: usize, message: impl Into<String>) -> Self {
        Self { line, message: message.into() }
    }
}

pub fn parse(input: &str) -> Result<BTreeMap<String, Value>, ParseError> {
    let mut map = BTreeMap::new();
    for (index, raw) in input.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = parse_line(line, index + 1)?;
        map.insert(key, value);
    }
    Ok(map)
}

fn parse_line(line: &str, line_no: usize) -> Result<(String, Value), ParseError> {
    let (key, rest) = line
        .split_once('=')
        .ok_or_else(|| ParseError::new(line_no, "expected `key = value`"))?;
    let key = parse_key(key.trim(), line_no)?;
    let value = parse_value(rest.trim(), line_no)?;
    Ok((key, value))
}

fn parse_key(key: &str, line_no: usize) -> Result<String, ParseError> {
    if key.is_empty() {
        return Err(ParseError::new(line_no, "empty key"));
    }
    if !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.') {
        return Err(ParseError::new(line_no, format!("invalid key `{key}`")));
    }
    Ok(key.to_string())
}

fn parse_value(text: &str, line_no: usize) -> Result<Value, ParseError> {
    if let Some(inner) = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
        return Ok(Value::Str(inner.to_string()));
    }
    if let Some(inner) = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
        return parse_list(inner, line_no);
    }
    if let Ok(n) = text.parse::<i64>() {
        return Ok(Value::Int(n));
    }
    if let Ok(f) = text.parse::<f64>() {
        return Ok(Value::Float(f));
    }
    Err(ParseError::new(line_no, format!("cannot parse value `{text}`")))
}

fn parse_list(inner: &str, line_no: usize) -> Result<Value, ParseError> {
    if inner.trim().is_empty() {
        return Ok(Value::List(Vec::new()));
    }
    inner
        .split(',')
        .map(|item| parse_value(item.trim(), line_no))
        .collect::<Result<Vec<_>, _>>()
        .map(Value::List)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_scalars_and_lists() {
        let map = parse("name = \"demo\"\nport = 8080\nratio = 0.5\ntags = [\"a\", \"b\"]\n").unwrap();
        assert_eq!(map["name"], Value::Str("demo".into()));
        assert_eq!(map["port"], Value::Int(8080));
        assert_eq!(map["ratio"], Value::Float(0.5));
        assert_eq!(map["tags"], Value::List(vec![Value::Str("a".into()), Value::Str("b".into())]));
    }

    #[test]
    fn reports_line_numbers() {
        let err = parse("ok = 1\nbroken\n").unwrap_err();
        assert_eq!(err.line, 2);
    }
}
