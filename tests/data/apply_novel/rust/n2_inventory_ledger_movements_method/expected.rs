use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum LedgerError {
    UnknownSku(String),
    InsufficientStock { sku: String, requested: u32, available: u32 },
}

impl fmt::Display for LedgerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LedgerError::UnknownSku(sku) => write!(f, "unknown sku: {}", sku),
            LedgerError::InsufficientStock { sku, requested, available } => write!(
                f,
                "insufficient stock for {}: requested {}, available {}",
                sku, requested, available
            ),
        }
    }
}

impl std::error::Error for LedgerError {}

#[derive(Debug, Default)]
pub struct Ledger {
    stock: HashMap<String, u32>,
    history: Vec<(String, i64)>,
}

impl Ledger {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn receive(&mut self, sku: &str, qty: u32) {
        *self.stock.entry(sku.to_string()).or_insert(0) += qty;
        self.history.push((sku.to_string(), qty as i64));
    }

    pub fn ship(&mut self, sku: &str, qty: u32) -> Result<(), LedgerError> {
        let available = *self
            .stock
            .get(sku)
            .ok_or_else(|| LedgerError::UnknownSku(sku.to_string()))?;
        if available < qty {
            return Err(LedgerError::InsufficientStock {
                sku: sku.to_string(),
                requested: qty,
                available,
            });
        }
        self.stock.insert(sku.to_string(), available - qty);
        self.history.push((sku.to_string(), -(qty as i64)));
        Ok(())
    }

    pub fn on_hand(&self, sku: &str) -> u32 {
        self.stock.get(sku).copied().unwrap_or(0)
    }

    pub fn total_units(&self) -> u64 {
        self.stock.values().map(|&q| q as u64).sum()
    }

    pub fn movements(&self, sku: &str) -> Vec<i64> {
        self.history
            .iter()
            .filter(|(s, _)| s == sku)
            .map(|(_, delta)| *delta)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn receive_then_ship() {
        let mut ledger = Ledger::new();
        ledger.receive("A-1", 10);
        ledger.ship("A-1", 4).unwrap();
        assert_eq!(ledger.on_hand("A-1"), 6);
    }

    #[test]
    fn ship_unknown_sku_fails() {
        let mut ledger = Ledger::new();
        assert_eq!(
            ledger.ship("B-2", 1),
            Err(LedgerError::UnknownSku("B-2".to_string()))
        );
    }

    #[test]
    fn ship_more_than_available_fails() {
        let mut ledger = Ledger::new();
        ledger.receive("A-1", 2);
        assert!(ledger.ship("A-1", 3).is_err());
        assert_eq!(ledger.on_hand("A-1"), 2);
    }

    #[test]
    fn total_units_sums_all_skus() {
        let mut ledger = Ledger::new();
        ledger.receive("A-1", 3);
        ledger.receive("C-3", 5);
        assert_eq!(ledger.total_units(), 8);
    }
}
