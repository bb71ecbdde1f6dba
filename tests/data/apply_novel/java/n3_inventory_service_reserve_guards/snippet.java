// ... keep existing code

    public Reservation reserve(String sku, int quantity) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive, got " + quantity);
        }
        StockItem item = requireItem(sku);
// ... keep existing code
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
// ... keep existing code
