use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    pub sku: String,
    pub name: String,
    pub quantity: u32,
    pub unit_price_cents: u64,
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
                "cannot take {} of {}: only {} available",
                requested, sku, available
            ),
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
        Self { items: HashMap::new() }
    }

    pub fn add(&mut self, item: Item) {
        self.items
            .entry(item.sku.clone())
            .and_modify(|existing| existing.quantity += item.quantity)
            .or_insert(item);
    }

    pub fn get(&self, sku: &str) -> Option<&Item> {
        self.items.get(sku)
    }

    pub fn remove(&mut self, sku: &str, quantity: u32) -> Result<(), InventoryError> {
        let item = self
            .items
            .get_mut(sku)
            .ok_or_else(|| InventoryError::NotFound(sku.to_string()))?;
        if item.quantity < quantity {
            return Err(InventoryError::InsufficientStock {
                sku: sku.to_string(),
                requested: quantity,
                available: item.quantity,
            });
        }
        item.quantity -= quantity;
        Ok(())
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn total_value_cents(&self) -> u64 {
        self.items
            .values()
            .map(|item| item.unit_price_cents * u64::from(item.quantity))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn widget(quantity: u32) -> Item {
        Item {
            sku: "W-1".into(),
            name: "Widget".into(),
            quantity,
            unit_price_cents: 250,
        }
    }

    #[test]
    fn add_merges_quantities() {
        let mut inv = Inventory::new();
        inv.add(widget(2));
        inv.add(widget(3));
        assert_eq!(inv.get("W-1").unwrap().quantity, 5);
    }

    #[test]
    fn remove_rejects_overdraw() {
        let mut inv = Inventory::new();
        inv.add(widget(1));
        assert!(inv.remove("W-1", 2).is_err());
    }
}
