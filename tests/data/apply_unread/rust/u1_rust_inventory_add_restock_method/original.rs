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
    UnknownSku(String),
    InsufficientStock { sku: String, requested: u32, available: u32 },
}

impl fmt::Display for InventoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InventoryError::UnknownSku(sku) => write!(f, "unknown sku: {}", sku),
            InventoryError::InsufficientStock { sku, requested, available } => write!(
                f,
                "insufficient stock for {}: requested {}, available {}",
                sku, requested, available
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
        Self::default()
    }

    pub fn add_item(&mut self, item: Item) {
        self.items
            .entry(item.sku.clone())
            .and_modify(|existing| existing.quantity += item.quantity)
            .or_insert(item);
    }

    pub fn remove_stock(&mut self, sku: &str, quantity: u32) -> Result<(), InventoryError> {
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
        Ok(())
    }

    pub fn get(&self, sku: &str) -> Option<&Item> {
        self.items.get(sku)
    }

    pub fn total_value_cents(&self) -> u64 {
        self.items
            .values()
            .map(|item| item.unit_price_cents * u64::from(item.quantity))
            .sum()
    }

    pub fn low_stock(&self, threshold: u32) -> Vec<&Item> {
        let mut items: Vec<&Item> = self
            .items
            .values()
            .filter(|item| item.quantity <= threshold)
            .collect();
        items.sort_by(|a, b| a.sku.cmp(&b.sku));
        items
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
            unit_price_cents: 250,
        }
    }

    #[test]
    fn add_item_merges_quantities() {
        let mut inv = Inventory::new();
        inv.add_item(widget(3));
        inv.add_item(widget(4));
        assert_eq!(inv.get("W-1").unwrap().quantity, 7);
    }

    #[test]
    fn remove_stock_rejects_overdraw() {
        let mut inv = Inventory::new();
        inv.add_item(widget(2));
        assert!(inv.remove_stock("W-1", 5).is_err());
        assert_eq!(inv.get("W-1").unwrap().quantity, 2);
    }

    #[test]
    fn total_value_sums_all_items() {
        let mut inv = Inventory::new();
        inv.add_item(widget(4));
        assert_eq!(inv.total_value_cents(), 1000);
    }
}
