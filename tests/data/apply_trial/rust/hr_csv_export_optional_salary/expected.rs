use std::io::{self, Write};

use crate::model::{Department, Employee};

/// Whether a field has to be wrapped in quotes to survive as one CSV cell.
fn needs_quotes(field: &str) -> bool {
    field.contains(',') || field.contains('"') || field.contains('\n')
}

fn escape(field: &str) -> String {
    if needs_quotes(field) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}

fn write_record<W: Write>(out: &mut W, fields: &[String]) -> io::Result<()> {
    let line: Vec<String> = fields.iter().map(|f| escape(f)).collect();
    writeln!(out, "{}", line.join(","))
}

pub fn write_employees<W: Write>(
    out: &mut W,
    employees: &[Employee],
    include_salary: bool,
) -> io::Result<()> {
    let mut header: Vec<String> = vec!["id".into(), "name".into(), "department".into()];
    if include_salary {
        header.push("salary".into());
    }
    write_record(out, &header)?;
    for e in employees {
        let mut row = vec![e.id.to_string(), e.name.clone(), e.department.clone()];
        if include_salary {
            row.push(format!("{:.2}", e.salary));
        }
        write_record(out, &row)?;
    }
    Ok(())
}

pub fn write_departments<W: Write>(out: &mut W, departments: &[Department]) -> io::Result<()> {
    write_record(out, &["code".into(), "name".into(), "headcount".into()])?;
    for d in departments {
        write_record(out, &[d.code.clone(), d.name.clone(), d.headcount.to_string()])?;
    }
    Ok(())
}

pub fn write_summary<W: Write>(out: &mut W, employees: &[Employee]) -> io::Result<()> {
    let total: f64 = employees.iter().map(|e| e.salary).sum();
    let average = if employees.is_empty() { 0.0 } else { total / employees.len() as f64 };
    write_record(out, &["employees".into(), employees.len().to_string()])?;
    write_record(out, &["total_salary".into(), format!("{:.2}", total)])?;
    write_record(out, &["average_salary".into(), format!("{:.2}", average)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_commas_and_quotes() {
        assert_eq!(escape("plain"), "plain");
        assert_eq!(escape("a,b"), "\"a,b\"");
        assert_eq!(escape("say \"hi\""), "\"say \"\"hi\"\"\"");
    }
}
