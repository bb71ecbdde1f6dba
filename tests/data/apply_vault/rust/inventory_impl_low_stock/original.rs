use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    pub sku: String,
    pub name: String,
    pub quantity: u32,
    pub reorder_level: u32,
}

#[derive(Debug, Default)]
pub struct Inventory {
    items: HashMap<String, Item>,
}

#[derive(Debug, PartialEq)]
pub enum InventoryError {
    UnknownSku(String),
    InsufficientStock { sku: String, requested: u32, available: u32 },
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

    pub fn remove(&mut self, sku: &str, quantity: u32) -> Result<u32, InventoryError> {
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

    pub fn total_units(&self) -> u64 {
        self.items.values().map(|item| u64::from(item.quantity)).sum()
    }
}

impl fmt::Display for Inventory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut skus: Vec<_> = self.items.keys().collect();
        skus.sort();
        for sku in skus {
            let item = &self.items[sku];
            writeln!(f, "{:<10} {:<24} {:>6}", item.sku, item.name, item.quantity)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(sku: &str, quantity: u32) -> Item {
        Item {
            sku: sku.to_string(),
            name: format!("Item {sku}"),
            quantity,
            reorder_level: 5,
        }
    }

    #[test]
    fn add_merges_quantities() {
        let mut inv = Inventory::new();
        inv.add(item("A1", 3));
        inv.add(item("A1", 4));
        assert_eq!(inv.get("A1").unwrap().quantity, 7);
    }

    #[test]
    fn remove_rejects_overdraw() {
        let mut inv = Inventory::new();
        inv.add(item("B2", 2));
        assert!(matches!(
            inv.remove("B2", 5),
            Err(InventoryError::InsufficientStock { available: 2, .. })
        ));
    }
}
