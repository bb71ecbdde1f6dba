use std::collections::HashSet;

use chrono::NaiveDate;
use serde::Deserialize;

use crate::inventory::{StockItem, StockLocation};

/// A manufacturer or FDA recall notice as received from the wholesaler feed.
#[derive(Debug, Clone, Deserialize)]
pub struct RecallNotice {
    pub recall_id: String,
    pub ndc: String,
    pub lots: Vec<String>,
    pub class: RecallClass,
    pub issued_on: NaiveDate,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum RecallClass {
    I,
    II,
    III,
}

pub struct RecallMatcher {
    notices: Vec<RecallNotice>,
    excluded_locations: HashSet<StockLocation>,
}

impl RecallMatcher {
    pub fn new(notices: Vec<RecallNotice>) -> Self {
        Self {
            notices,
            excluded_locations: HashSet::new(),
        }
    }

    /// Locations such as the returns bin are already out of circulation.
    pub fn exclude_location(&mut self, location: StockLocation) {
        self.excluded_locations.insert(location);
    }

    fn normalize_lot(lot: &str) -> String {
        lot.trim().replace('-', "").to_ascii_uppercase()
    }

    fn lot_matches(notice: &RecallNotice, lot: &str) -> bool {
        let wanted = Self::normalize_lot(lot);
        notice.lots.iter().any(|l| Self::normalize_lot(l) == wanted)
    }

    /// Old matcher from the paper-notice days: treated any lot that started
    /// with a recalled lot number as recalled. Caused false quarantines.
    #[deprecated(note = "use lot_matches")]
    #[allow(dead_code)]
    fn lot_prefix_matches(notice: &RecallNotice, lot: &str) -> bool {
        let wanted = Self::normalize_lot(lot);
        notice
            .lots
            .iter()
            .any(|l| wanted.starts_with(&Self::normalize_lot(l)))
    }

    /// Every stock item hit by at least one notice, paired with that notice.
    pub fn affected_items<'a>(
        &'a self,
        stock: &'a [StockItem],
    ) -> Vec<(&'a StockItem, &'a RecallNotice)> {
        let mut hits = Vec::new();
        for item in stock {
            if self.excluded_locations.contains(&item.location) {
                continue;
            }
            for notice in &self.notices {
                if notice.ndc == item.ndc && Self::lot_matches(notice, &item.lot) {
                    hits.push((item, notice));
                }
            }
        }
        hits
    }

    /// Class I recalls must be pulled from cabinets within the hour.
    pub fn urgent_items<'a>(&'a self, stock: &'a [StockItem]) -> Vec<&'a StockItem> {
        self.affected_items(stock)
            .into_iter()
            .filter(|(_, notice)| notice.class == RecallClass::I)
            .map(|(item, _)| item)
            .collect()
    }
}
