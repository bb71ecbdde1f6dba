use std::collections::BTreeMap;
use std::fmt;

use chrono::NaiveDate;
use thiserror::Error;

#[derive(Debug, Error, PartialEq)]
pub enum StockError {
    #[error("unknown sku {0}")]
    UnknownSku(String),
    #[error("not enough {sku}: requested {requested}, available {available}")]
    Insufficient {
        sku: String,
        requested: u32,
        available: u32,
    },
}

#[derive(Debug, Clone)]
pub struct Lot {
    pub quantity: u32,
    pub best_before: NaiveDate,
    pub donation_id: Option<u64>,
}

#[derive(Debug, Default)]
pub struct Inventory {
    lots: BTreeMap<String, Vec<Lot>>,
}

impl Inventory {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn receive(&mut self, sku: &str, lot: Lot) {
        let lots = self.lots.entry(sku.to_string()).or_default();
        lots.push(lot);
        lots.sort_by_key(|l| l.best_before);
    }

    pub fn available(&self, sku: &str) -> u32 {
        self.lots
            .get(sku)
            .map(|lots| lots.iter().map(|l| l.quantity).sum())
            .unwrap_or(0)
    }

    pub fn available_on(&self, sku: &str, day: NaiveDate) -> u32 {
        self.lots
            .get(sku)
            .map(|lots| {
                lots.iter()
                    .filter(|l| l.best_before >= day)
                    .map(|l| l.quantity)
                    .sum()
            })
            .unwrap_or(0)
    }

    /// Take `quantity` units of `sku`, oldest lots first.
    pub fn withdraw(&mut self, sku: &str, quantity: u32) -> Result<u32, StockError> {
        let lots = self
            .lots
            .get_mut(sku)
            .ok_or_else(|| StockError::UnknownSku(sku.to_string()))?;
        let available: u32 = lots.iter().map(|l| l.quantity).sum();
        if available < quantity {
            return Err(StockError::Insufficient {
                sku: sku.to_string(),
                requested: quantity,
                available,
            });
        }
        let mut left = quantity;
        for lot in lots.iter_mut() {
            let take = left.min(lot.quantity);
            lot.quantity -= take;
            left -= take;
            if left == 0 {
                break;
            }
        }
        lots.retain(|l| l.quantity > 0);
        Ok(quantity)
    }

    pub fn discard_expired(&mut self, today: NaiveDate) -> u32 {
        let mut discarded = 0;
        for lots in self.lots.values_mut() {
            for lot in lots.iter().filter(|l| l.best_before < today) {
                discarded += lot.quantity;
            }
            lots.retain(|l| l.best_before >= today);
        }
        discarded
    }

    pub fn skus(&self) -> impl Iterator<Item = &str> {
        self.lots.keys().map(String::as_str)
    }
}

impl fmt::Display for Inventory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (sku, lots) in &self.lots {
            let total: u32 = lots.iter().map(|l| l.quantity).sum();
            writeln!(f, "{sku:<12} {total:>6} in {} lot(s)", lots.len())?;
        }
        Ok(())
    }
}
