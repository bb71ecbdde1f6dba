use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    pub sku: String,
    pub name: String,
    pub quantity: u32,
    pub price_cents: u64,
}

#[derive(Debug)]
pub enum InventoryError {
    NotFound(String),
    InsufficientStock { sku: String, requested: u32, available: u32 },
}

impl fmt::Display for InventoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InventoryError::NotFound(sku) => write!(f, "item {} not found", sku),
            InventoryError::InsufficientStock { sku, requested, available } => write!(
                f,
                "cannot take {} of {}: only {} in stock",
                requested, sku, available
            ),
        }
    }
}

#[derive(Debug, Default)]
pub struct Inventory {
    items: HashMap<String, Item>,
}

impl Inventory {
    pub fn new() -> Self {
        Self { items: HashMap::new() }
    }

    pub fn add(&mut self, item: Item) {
        self.items.insert(item.sku.clone(), item);
    }

    pub fn get(&self, sku: &str) -> Option<&Item> {
        self.items.get(sku)
    }

    pub fn remove(&mut self, sku: &str) -> Result<Item, InventoryError> {
        self.items
            .remove(sku)
            .ok_or_else(|| InventoryError::NotFound(sku.to_string()))
    }

    pub fn take(&mut self, sku: &str, count: u32) -> Result<u32, InventoryError> {
        let item = self
            .items
            .get_mut(sku)
            .ok_or_else(|| InventoryError::NotFound(sku.to_string()))?;
        if item.quantity < count {
            return Err(InventoryError::InsufficientStock {
                sku: sku.to_string(),
                requested: count,
                available: item.quantity,
            });
        }
        item.quantity -= count;
        Ok(item.quantity)
    }

    pub fn total_value_cents(&self) -> u64 {
        self.items
            .values()
            .map(|item| item.price_cents * u64::from(item.quantity))
            .sum()
    }

    pub fn restock(&mut self, sku: &str, count: u32) -> Result<u32, InventoryError> {
        let item = self
            .items
            .get_mut(sku)
            .ok_or_else(|| InventoryError::NotFound(sku.to_string()))?;
        item.quantity = item.quantity.saturating_add(count);
        Ok(item.quantity)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn widget() -> Item {
        Item {
            sku: "W-1".into(),
            name: "Widget".into(),
            quantity: 10,
            price_cents: 250,
        }
    }

    #[test]
    fn take_reduces_quantity() {
        let mut inv = Inventory::new();
        inv.add(widget());
        assert_eq!(inv.take("W-1", 3).unwrap(), 7);
    }

    #[test]
    fn take_too_many_fails() {
        let mut inv = Inventory::new();
        inv.add(widget());
        assert!(inv.take("W-1", 11).is_err());
    }
}
