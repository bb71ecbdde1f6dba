use std::collections::BTreeMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Aisle {
    Produce,
    Dairy,
    Bakery,
    Pantry,
    Frozen,
    Other,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ListItem {
    pub name: String,
    pub quantity: f32,
    pub unit: String,
    pub aisle: Aisle,
    pub checked: bool,
}

#[derive(Debug, Default)]
pub struct ShoppingList {
    items: Vec<ListItem>,
}

impl ShoppingList {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds an item, merging it into an existing line with the same name and unit.
    pub fn add(&mut self, item: ListItem) {
        if let Some(existing) = self
            .items
            .iter_mut()
            .find(|i| i.name == item.name && i.unit == item.unit)
        {
            existing.quantity += item.quantity;
            return;
        }
        self.items.push(item);
    }

    pub fn check(&mut self, name: &str) -> bool {
        match self.items.iter_mut().find(|i| i.name == name) {
            Some(item) => {
                item.checked = true;
                true
            }
            None => false,
        }
    }

    pub fn remaining(&self) -> usize {
        self.items.iter().filter(|i| !i.checked).count()
    }

    pub fn by_aisle(&self) -> BTreeMap<Aisle, Vec<&ListItem>> {
        let mut grouped: BTreeMap<Aisle, Vec<&ListItem>> = BTreeMap::new();
        for item in &self.items {
            grouped.entry(item.aisle).or_default().push(item);
        }
        grouped
    }
}

impl fmt::Display for ShoppingList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (aisle, items) in self.by_aisle() {
            writeln!(f, "{:?}", aisle)?;
            for item in items {
                let mark = if item.checked { "x" } else { " " };
                writeln!(f, "  [{}] {} {} {}", mark, item.quantity, item.unit, item.name)?;
            }
        }
        Ok(())
    }
}
