impl ShoppingList {
    // ... existing code ...

    pub fn check(&mut self, name: &str) -> bool {
        match self.items.iter_mut().find(|i| i.name.eq_ignore_ascii_case(name)) {
            // ... existing code ...
        }
    }

    pub fn remaining(&self) -> usize {
        self.items.iter().filter(|i| !i.checked).count()
    }

    /// Drops everything already in the cart, e.g. once the shop is done.
    /// Returns how many lines were removed.
    pub fn clear_checked(&mut self) -> usize {
        let before = self.items.len();
        self.items.retain(|i| !i.checked);
        before - self.items.len()
    }

    // ... existing code ...
}
