//! Plain-text table rendering for the `inventory report` subcommand.

use std::fmt::Write as _;

#[derive(Debug, Clone, Default)]
pub struct Table {
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    pub fn new<I, S>(header: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        Self {
            header: header.into_iter().map(Into::into).collect(),
            rows: Vec::new(),
        }
    }

    pub fn push_row<I, S>(&mut self, row: I)
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        self.rows.push(row.into_iter().map(Into::into).collect());
    }
}

fn column_widths(table: &Table) -> Vec<usize> {
    let mut widths: Vec<usize> = table.header.iter().map(|h| h.chars().count()).collect();
    for row in &table.rows {
        for (i, cell) in row.iter().enumerate() {
            let len = cell.chars().count();
            if i >= widths.len() {
                widths.push(len);
            } else if len > widths[i] {
                widths[i] = len;
            }
        }
    }
    widths
}

fn render_row(cells: &[String], widths: &[usize]) -> String {
    let padded: Vec<String> = cells
        .iter()
        .zip(widths)
        .map(|(cell, w)| format!("{:<width$}", cell, width = *w))
        .collect();
    padded.join("  ")
}

fn render_divider(widths: &[usize]) -> String {
    let dashes: Vec<String> = widths.iter().map(|w| "-".repeat(*w)).collect();
    dashes.join("  ")
}

pub fn render_table(table: &Table) -> String {
    let widths = column_widths(table);
    let mut out = String::new();
    out.push_str(&render_row(&table.header, &widths));
    out.push('\n');
    out.push_str(&render_divider(&widths));
    out.push('\n');
    for row in &table.rows {
        out.push_str(&render_row(row, &widths));
        out.push('\n');
    }
    out
}

pub fn render_summary(table: &Table) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} rows, {} columns", table.rows.len(), table.header.len());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pads_columns_to_widest_cell() {
        let mut t = Table::new(["sku", "qty"]);
        t.push_row(["A-1001", "3"]);
        let text = render_table(&t);
        assert_eq!(text.lines().next(), Some("sku     qty"));
    }
}
