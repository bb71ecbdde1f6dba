// ... existing code ...

    public Optional<RentalItem> findByTag(String rfidTag) {
        if (rfidTag == null || rfidTag.isBlank()) {
            return Optional.empty();
        }
        return repository.findByRfidTag(rfidTag.trim().toUpperCase());
    }

    // ... removed the deprecated findByBarcode() lookup (whole fleet is RFID-tagged now) ...

    public List<RentalItem> availableSkis(int lengthCm, int toleranceCm) {
// ... existing code ...
