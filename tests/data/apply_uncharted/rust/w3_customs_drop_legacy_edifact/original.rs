use std::collections::HashMap;

use chrono::NaiveDate;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::edifact::{Segment, SegmentWriter};
use crate::hs::HsCode;
use crate::party::{Consignee, Declarant};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DeclarationLine {
    pub line_no: u16,
    pub hs_code: HsCode,
    pub description: String,
    pub gross_mass_kg: Decimal,
    pub customs_value: Decimal,
    pub origin_country: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CustomsDeclaration {
    pub mrn: Option<String>,
    pub declarant: Declarant,
    pub consignee: Consignee,
    pub container_ids: Vec<String>,
    pub arrival_date: NaiveDate,
    pub lines: Vec<DeclarationLine>,
}

impl CustomsDeclaration {
    pub fn new(declarant: Declarant, consignee: Consignee, arrival_date: NaiveDate) -> Self {
        Self {
            mrn: None,
            declarant,
            consignee,
            container_ids: Vec::new(),
            arrival_date,
            lines: Vec::new(),
        }
    }

    pub fn add_line(&mut self, mut line: DeclarationLine) {
        line.line_no = self.lines.len() as u16 + 1;
        self.lines.push(line);
    }

    pub fn total_customs_value(&self) -> Decimal {
        self.lines.iter().map(|l| l.customs_value).sum()
    }

    pub fn total_gross_mass(&self) -> Decimal {
        self.lines.iter().map(|l| l.gross_mass_kg).sum()
    }

    pub fn value_by_origin(&self) -> HashMap<String, Decimal> {
        let mut totals = HashMap::new();
        for line in &self.lines {
            *totals.entry(line.origin_country.clone()).or_insert(Decimal::ZERO) += line.customs_value;
        }
        totals
    }

    /// Renders the declaration as a CUSDEC D96B message for the old port community system.
    pub fn to_legacy_edifact(&self) -> String {
        let mut writer = SegmentWriter::new();
        writer.push(Segment::new("BGM", &["929", self.mrn.as_deref().unwrap_or(""), "9"]));
        for container in &self.container_ids {
            writer.push(Segment::new("EQD", &["CN", container]));
        }
        for line in &self.lines {
            writer.push(Segment::new("CST", &[&line.line_no.to_string(), line.hs_code.as_str()]));
            writer.push(Segment::new("MOA", &["39", &line.customs_value.to_string()]));
        }
        writer.finish()
    }

    pub fn is_ready_to_lodge(&self) -> bool {
        !self.lines.is_empty()
            && !self.container_ids.is_empty()
            && self.lines.iter().all(|l| l.hs_code.is_valid())
    }
}
