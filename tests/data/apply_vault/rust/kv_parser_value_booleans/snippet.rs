fn parse_value(text: &str, line_no: usize) -> Result<Value, ParseError> {
    if let Some(inner) = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
        return Ok(Value::Str(inner.replace("\\\"", "\"")));
    }
    if let Some(inner) = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
        return parse_list(inner, line_no);
    }
    match text {
        "true" | "yes" | "on" => return Ok(Value::Bool(true)),
        "false" | "no" | "off" => return Ok(Value::Bool(false)),
        _ => {}
    }
    if let Ok(n) = text.replace('_', "").parse::<i64>() {
        return Ok(Value::Int(n));
    }
    if let Ok(f) = text.parse::<f64>() {
        return Ok(Value::Float(f));
    }
    Err(ParseError::new(line_no, format!("cannot parse value `{text}`")))
}
