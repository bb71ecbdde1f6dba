impl<T> BoundedStack<T> {
    // ... existing code ...

    pub fn clear(&mut self) {
        self.items.clear();
    }
}
