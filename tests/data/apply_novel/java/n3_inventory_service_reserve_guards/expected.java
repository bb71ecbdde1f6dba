package com.acme.warehouse.inventory;

import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class InventoryService {

    private static final Logger log = LoggerFactory.getLogger(InventoryService.class);

    private final StockRepository stock;
    private final Map<UUID, Reservation> reservations = new ConcurrentHashMap<>();

    public InventoryService(StockRepository stock) {
        this.stock = stock;
    }

    public int available(String sku) {
        StockItem item = requireItem(sku);
        return item.getOnHand() - item.getReserved();
    }

    public Reservation reserve(String sku, int quantity) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive, got " + quantity);
        }
        StockItem item = requireItem(sku);
        synchronized (item) {
            int free = item.getOnHand() - item.getReserved();
            if (free < quantity) {
                throw new InsufficientStockException(sku, quantity, free);
            }
            item.setReserved(item.getReserved() + quantity);
            stock.save(item);
        }
        Reservation reservation = new Reservation(UUID.randomUUID(), sku, quantity);
        reservations.put(reservation.getId(), reservation);
        log.debug("Reserved {} x {} as {}", quantity, sku, reservation.getId());
        return reservation;
    }

    public void release(UUID reservationId) {
        Reservation reservation = reservations.remove(reservationId);
        if (reservation == null) {
            log.warn("Ignoring release of unknown reservation {}", reservationId);
            return;
        }
        StockItem item = requireItem(reservation.getSku());
        synchronized (item) {
            item.setReserved(item.getReserved() - reservation.getQuantity());
            stock.save(item);
        }
    }

    public void commit(UUID reservationId) {
        Reservation reservation = reservations.remove(reservationId);
        if (reservation == null) {
            throw new IllegalStateException("unknown reservation " + reservationId);
        }
        StockItem item = requireItem(reservation.getSku());
        synchronized (item) {
            item.setReserved(item.getReserved() - reservation.getQuantity());
            item.setOnHand(item.getOnHand() - reservation.getQuantity());
            stock.save(item);
        }
        log.info("Committed reservation {} for {} x {}", reservationId, reservation.getQuantity(), reservation.getSku());
    }

    public void restock(String sku, int quantity) {
        StockItem item = requireItem(sku);
        synchronized (item) {
            item.setOnHand(item.getOnHand() + quantity);
            stock.save(item);
        }
    }

    private StockItem requireItem(String sku) {
        return stock.findBySku(sku)
                .orElseThrow(() -> new UnknownSkuException(sku));
    }
}
