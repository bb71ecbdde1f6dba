package com.alpinepeak.rental.inventory;

import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import com.alpinepeak.rental.model.ItemCondition;
import com.alpinepeak.rental.model.ItemType;
import com.alpinepeak.rental.model.RentalItem;

public class RentalInventoryService {

    private final RentalItemRepository repository;
    private final Clock clock;

    public RentalInventoryService(RentalItemRepository repository, Clock clock) {
        this.repository = repository;
        this.clock = clock;
    }

    public Optional<RentalItem> findByTag(String rfidTag) {
        if (rfidTag == null || rfidTag.isBlank()) {
            return Optional.empty();
        }
        return repository.findByRfidTag(rfidTag.trim().toUpperCase());
    }

    /**
     * Looks an item up by the printed EAN barcode on the old stickers.
     * Kept for the 2019 fleet that was never RFID-tagged.
     */
    @Deprecated
    public Optional<RentalItem> findByBarcode(String barcode) {
        if (barcode == null || barcode.length() != 13) {
            return Optional.empty();
        }
        return repository.findAll().stream()
                .filter(item -> barcode.equals(item.getLegacyBarcode()))
                .findFirst();
    }

    public List<RentalItem> availableSkis(int lengthCm, int toleranceCm) {
        return repository.findByType(ItemType.SKI).stream()
                .filter(item -> !item.isRentedOut())
                .filter(item -> item.getCondition() != ItemCondition.NEEDS_SERVICE)
                .filter(item -> Math.abs(item.getLengthCm() - lengthCm) <= toleranceCm)
                .sorted(Comparator.comparingInt(item -> Math.abs(item.getLengthCm() - lengthCm)))
                .collect(Collectors.toList());
    }

    public List<RentalItem> availableBoots(double mondopoint) {
        return repository.findByType(ItemType.BOOT).stream()
                .filter(item -> !item.isRentedOut())
                .filter(item -> item.getCondition() != ItemCondition.NEEDS_SERVICE)
                .filter(item -> item.getMondopoint() == mondopoint)
                .collect(Collectors.toList());
    }

    public void markReturned(RentalItem item, ItemCondition condition) {
        item.setRentedOut(false);
        item.setCondition(condition);
        item.setLastReturnedAt(Instant.now(clock));
        repository.save(item);
    }

    public long countDueForService() {
        return repository.findAll().stream()
                .filter(item -> item.getCondition() == ItemCondition.NEEDS_SERVICE)
                .count();
    }
}
