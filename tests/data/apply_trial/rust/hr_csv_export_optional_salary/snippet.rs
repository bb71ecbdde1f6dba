// ... existing code ...

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

// ... existing code ...
