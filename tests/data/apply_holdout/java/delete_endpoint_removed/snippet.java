    @PostMapping
    public ResponseEntity<Item> create(@RequestBody Item item) {
        Item saved = items.create(item);
        return ResponseEntity.status(201).body(saved);
    }

    @DeleteMapping("/{sku}")
    public ResponseEntity<Void> delete(@PathVariable String sku) {
        // ... existing code ...
    }
}
