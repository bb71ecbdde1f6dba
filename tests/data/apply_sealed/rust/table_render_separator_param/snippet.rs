// ... existing code ...

fn render_row(cells: &[String], widths: &[usize], sep: &str) -> String {
    let padded: Vec<String> = cells
        .iter()
        .zip(widths)
        .map(|(cell, w)| format!("{:<width$}", cell, width = *w))
        .collect();
    padded.join(sep)
}

fn render_divider(widths: &[usize], sep: &str) -> String {
    let dashes: Vec<String> = widths.iter().map(|w| "-".repeat(*w)).collect();
    dashes.join(sep)
}

pub fn render_table(table: &Table, sep: &str) -> String {
    let widths = column_widths(table);
    let mut out = String::new();
    out.push_str(&render_row(&table.header, &widths, sep));
    out.push('\n');
    out.push_str(&render_divider(&widths, sep));
    out.push('\n');
    for row in &table.rows {
        out.push_str(&render_row(row, &widths, sep));
        out.push('\n');
    }
    out
}

// ... existing code ...

        let text = render_table(&t, "  ");
// ... existing code ...
