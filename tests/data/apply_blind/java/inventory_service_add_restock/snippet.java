// ... existing code ...

    public StockLevel restock(String sku, int quantity) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive");
        }
        StockLevel level = repository.findBySku(sku)
                .orElseThrow(() -> new UnknownSkuException(sku));
        StockLevel updated = level.withOnHand(level.onHand() + quantity);
        repository.save(updated);
        publisher.restocked(sku, quantity, Instant.now(clock));
        log.info("restocked {} x {}", quantity, sku);
        return updated;
    }
}
