package com.acme.inventory.service;

import com.acme.inventory.events.StockEventPublisher;
import com.acme.inventory.model.StockLevel;
import com.acme.inventory.repo.StockRepository;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

public class InventoryService {

    private static final Logger log = LoggerFactory.getLogger(InventoryService.class);

    private final StockRepository repository;
    private final StockEventPublisher publisher;
    private final Clock clock;

    public InventoryService(StockRepository repository, StockEventPublisher publisher, Clock clock) {
        this.repository = repository;
        this.publisher = publisher;
        this.clock = clock;
    }

    public Optional<StockLevel> find(String sku) {
        return repository.findBySku(sku);
    }

    public StockLevel reserve(String sku, int quantity) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive");
        }
        StockLevel level = repository.findBySku(sku)
                .orElseThrow(() -> new UnknownSkuException(sku));
        if (level.available() < quantity) {
            throw new InsufficientStockException(sku, quantity, level.available());
        }
        StockLevel updated = level.withReserved(level.reserved() + quantity);
        repository.save(updated);
        publisher.reserved(sku, quantity, Instant.now(clock));
        log.debug("reserved {} x {}", quantity, sku);
        return updated;
    }

    public StockLevel release(String sku, int quantity) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive");
        }
        StockLevel level = repository.findBySku(sku)
                .orElseThrow(() -> new UnknownSkuException(sku));
        int toRelease = Math.min(quantity, level.reserved());
        StockLevel updated = level.withReserved(level.reserved() - toRelease);
        repository.save(updated);
        publisher.released(sku, toRelease, Instant.now(clock));
        log.debug("released {} x {}", toRelease, sku);
        return updated;
    }

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
