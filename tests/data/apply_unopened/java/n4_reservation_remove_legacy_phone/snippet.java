    // ... existing code ...

    public Reservation cancelReservation(long reservationId, String reason) {
        // ... existing code ...
        reservationRepository.save(reservation);
        return reservation;
    }

    // ... removed deprecated bookByPhoneLegacy() — the IVR now calls createReservation() ...

    public List<Reservation> findByDate(long storeId, LocalDate date) {
        return reservationRepository.findByStoreAndDate(storeId, date);
    }

    // ... existing code ...
