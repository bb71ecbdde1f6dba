use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    pub sku: String,
    pub name: String,
    pub quantity: u32,
    pub reorder_level: u32,
}

#[derive(Debug)]
pub enum InventoryError {
    UnknownSku(String),
    InsufficientStock {
        sku: String,
        requested: u32,
        available: u32,
    },
}

impl fmt::Display for InventoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InventoryError::UnknownSku(sku) => write!(f, "unknown sku {sku}"),
            InventoryError::InsufficientStock {
                sku,
                requested,
                available,
            } => write!(
                f,
                "cannot take {requested} of {sku}: only {available} in stock"
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
        Self::default()
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

    pub fn take(&mut self, sku: &str, quantity: u32) -> Result<u32, InventoryError> {
        let item = self
            .items
            .get_mut(sku)
            .ok_or_else(|| InventoryError::UnknownSku(sku.to_string()))?;
        if item.quantity < quantity {
            return Err(InventoryError::InsufficientStock {
                sku: sku.to_string(),
                requested: quantity,
                available: item.quantity,
            });
        }
        item.quantity -= quantity;
        Ok(item.quantity)
    }

    pub fn needs_reorder(&self) -> Vec<&Item> {
        let mut low: Vec<&Item> = self
            .items
            .values()
            .filter(|item| item.quantity <= item.reorder_level)
            .collect();
        low.sort_by(|a, b| a.sku.cmp(&b.sku));
        low
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn widget(quantity: u32) -> Item {
        Item {
            sku: "W-1".to_string(),
            name: "Widget".to_string(),
            quantity,
            reorder_level: 5,
        }
    }

    #[test]
    fn add_merges_quantities() {
        let mut inv = Inventory::new();
        inv.add(widget(3));
        inv.add(widget(4));
        assert_eq!(inv.get("W-1").unwrap().quantity, 7);
    }

    #[test]
    fn take_fails_when_stock_is_short() {
        let mut inv = Inventory::new();
        inv.add(widget(2));
        assert!(matches!(
            inv.take("W-1", 3),
            Err(InventoryError::InsufficientStock { available: 2, .. })
        ));
    }
}
