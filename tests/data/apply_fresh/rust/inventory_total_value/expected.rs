use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    pub sku: String,
    pub name: String,
    pub price_cents: u64,
    pub quantity: u32,
}

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

    pub fn remove(&mut self, sku: &str, quantity: u32) -> Option<u32> {
        let item = self.items.get_mut(sku)?;
        item.quantity = item.quantity.saturating_sub(quantity);
        let left = item.quantity;
        if left == 0 {
            self.items.remove(sku);
        }
        Some(left)
    }

    pub fn get(&self, sku: &str) -> Option<&Item> {
        self.items.get(sku)
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Total stock value in cents.
    pub fn total_value(&self) -> u64 {
        self.items
            .values()
            .map(|item| item.price_cents * u64::from(item.quantity))
            .sum()
    }
}

impl fmt::Display for Inventory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut skus: Vec<_> = self.items.keys().collect();
        skus.sort();
        for sku in skus {
            let item = &self.items[sku];
            writeln!(f, "{:<12} {:>4} x {}", item.sku, item.quantity, item.name)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn widget(quantity: u32) -> Item {
        Item { sku: "W-1".into(), name: "Widget".into(), price_cents: 250, quantity }
    }

    #[test]
    fn add_merges_quantities() {
        let mut inv = Inventory::new();
        inv.add(widget(2));
        inv.add(widget(3));
        assert_eq!(inv.get("W-1").unwrap().quantity, 5);
    }

    #[test]
    fn remove_drops_empty_items() {
        let mut inv = Inventory::new();
        inv.add(widget(1));
        assert_eq!(inv.remove("W-1", 1), Some(0));
        assert!(inv.is_empty());
    }
}
