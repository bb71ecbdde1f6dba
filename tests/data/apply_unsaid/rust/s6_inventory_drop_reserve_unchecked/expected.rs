use std::collections::HashMap;

use crate::error::InventoryError;
use crate::model::{Item, Sku};

#[derive(Debug, Default)]
pub struct Inventory {
    items: HashMap<Sku, Item>,
    reserved: HashMap<Sku, u32>,
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

    pub fn remove_item(&mut self, sku: &Sku) -> Option<Item> {
        self.reserved.remove(sku);
        self.items.remove(sku)
    }

    pub fn available(&self, sku: &Sku) -> u32 {
        let stock = self.items.get(sku).map(|i| i.quantity).unwrap_or(0);
        let held = self.reserved.get(sku).copied().unwrap_or(0);
        stock.saturating_sub(held)
    }

    pub fn reserve(&mut self, sku: &Sku, qty: u32) -> Result<(), InventoryError> {
        if !self.items.contains_key(sku) {
            return Err(InventoryError::UnknownSku(sku.clone()));
        }
        let available = self.available(sku);
        if available < qty {
            return Err(InventoryError::Insufficient {
                sku: sku.clone(),
                requested: qty,
                available,
            });
        }
        *self.reserved.entry(sku.clone()).or_insert(0) += qty;
        Ok(())
    }

    pub fn release(&mut self, sku: &Sku, qty: u32) {
        if let Some(held) = self.reserved.get_mut(sku) {
            *held = held.saturating_sub(qty);
            if *held == 0 {
                self.reserved.remove(sku);
            }
        }
    }

    pub fn total_units(&self) -> u64 {
        self.items.values().map(|i| u64::from(i.quantity)).sum()
    }
}
