use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    pub sku: String,
    pub name: String,
    pub quantity: u32,
    pub reorder_level: u32,
}

#[derive(Debug, PartialEq, Eq)]
pub enum InventoryError {
    UnknownSku(String),
    Insufficient { sku: String, requested: u32, available: u32 },
}

impl fmt::Display for InventoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InventoryError::UnknownSku(sku) => write!(f, "unknown sku {sku}"),
            InventoryError::Insufficient { sku, requested, available } => {
                write!(f, "cannot take {requested} of {sku}: only {available} left")
            }
        }
    }
}

impl std::error::Error for InventoryError {}

#[derive(Debug, Default)]
pub struct Inventory {
    items: HashMap<String, Item>,
}

impl Inventory {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, item: Item) {
        self.items.insert(item.sku.clone(), item);
    }

    pub fn get(&self, sku: &str) -> Option<&Item> {
        self.items.get(sku)
    }

    pub fn take(&mut self, sku: &str, qty: u32) -> Result<u32, InventoryError> {
        let item = self
            .items
            .get_mut(sku)
            .ok_or_else(|| InventoryError::UnknownSku(sku.to_string()))?;
        if item.quantity < qty {
            return Err(InventoryError::Insufficient {
                sku: sku.to_string(),
                requested: qty,
                available: item.quantity,
            });
        }
        item.quantity -= qty;
        Ok(item.quantity)
    }

    pub fn low_stock(&self) -> Vec<&Item> {
        let mut low: Vec<&Item> = self
            .items
            .values()
            .filter(|item| item.quantity <= item.reorder_level)
            .collect();
        low.sort_by(|a, b| a.sku.cmp(&b.sku));
        low
    }
}

impl fmt::Display for Inventory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut skus: Vec<&String> = self.items.keys().collect();
        skus.sort();
        for sku in skus {
            let item = &self.items[sku];
            writeln!(f, "{:<10} {:>5}  {}", item.sku, item.quantity, item.name)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn widget(qty: u32) -> Item {
        Item { sku: "W-1".into(), name: "Widget".into(), quantity: qty, reorder_level: 5 }
    }

    #[test]
    fn take_reduces_quantity() {
        let mut inv = Inventory::new();
        inv.add(widget(10));
        assert_eq!(inv.take("W-1", 3), Ok(7));
    }

    #[test]
    fn take_more_than_available_fails() {
        let mut inv = Inventory::new();
        inv.add(widget(2));
        assert!(matches!(inv.take("W-1", 3), Err(InventoryError::Insufficient { .. })));
    }
}
