use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct StockItem {
    pub sku: String,
    pub name: String,
    pub on_hand: u32,
    pub reserved: u32,
}

#[derive(Debug, PartialEq)]
pub enum InventoryError {
    UnknownSku(String),
    Insufficient { sku: String, requested: u32, available: u32 },
}

impl fmt::Display for InventoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InventoryError::UnknownSku(sku) => write!(f, "unknown sku {sku}"),
            InventoryError::Insufficient { sku, requested, available } => {
                write!(f, "sku {sku}: requested {requested}, only {available} available")
            }
        }
    }
}

pub struct Inventory {
    items: HashMap<String, StockItem>,
}

impl Inventory {
    pub fn new() -> Self {
        Self { items: HashMap::new() }
    }

    pub fn add_item(&mut self, sku: &str, name: &str, on_hand: u32) {
        self.items.insert(
            sku.to_string(),
            StockItem { sku: sku.to_string(), name: name.to_string(), on_hand, reserved: 0 },
        );
    }

    pub fn available(&self, sku: &str) -> Result<u32, InventoryError> {
        let item = self.items.get(sku).ok_or_else(|| InventoryError::UnknownSku(sku.to_string()))?;
        Ok(item.on_hand - item.reserved)
    }

    pub fn reserve(&mut self, sku: &str, qty: u32) -> Result<(), InventoryError> {
        let available = self.available(sku)?;
        if qty > available {
            return Err(InventoryError::Insufficient { sku: sku.to_string(), requested: qty, available });
        }
        self.items.get_mut(sku).unwrap().reserved += qty;
        Ok(())
    }

    pub fn release(&mut self, sku: &str, qty: u32) -> Result<(), InventoryError> {
        let item = self.items.get_mut(sku).ok_or_else(|| InventoryError::UnknownSku(sku.to_string()))?;
        item.reserved = item.reserved.saturating_sub(qty);
        Ok(())
    }

    pub fn restock(&mut self, sku: &str, qty: u32) -> Result<u32, InventoryError> {
        let item = self.items.get_mut(sku).ok_or_else(|| InventoryError::UnknownSku(sku.to_string()))?;
        item.on_hand += qty;
        Ok(item.on_hand)
    }
}

impl Default for Inventory {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserve_reduces_availability() {
        let mut inv = Inventory::new();
        inv.add_item("A-1", "Widget", 10);
        inv.reserve("A-1", 4).unwrap();
        assert_eq!(inv.available("A-1"), Ok(6));
    }

    #[test]
    fn reserve_too_many_fails() {
        let mut inv = Inventory::new();
        inv.add_item("A-1", "Widget", 2);
        assert!(matches!(inv.reserve("A-1", 3), Err(InventoryError::Insufficient { .. })));
    }
}
