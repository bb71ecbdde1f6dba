// ... existing code ...

    @Transactional(readOnly = true)
    public List<Performance> upcomingForVenue(String venueId, LocalDate from, LocalDate to, boolean includeCancelled) {
        return performances.findByVenueIdAndStartsAtBetween(
                        // ... existing code ...
                .stream()
                .filter(p -> includeCancelled || p.getStatus() != PerformanceStatus.CANCELLED)
                .sorted(Comparator.comparing(Performance::getStartsAt))
                .collect(Collectors.toList());
    }

    @Transactional(readOnly = true)
    public List<Performance> thisWeek(String venueId) {
        LocalDate today = LocalDate.now(VENUE_ZONE);
        return upcomingForVenue(venueId, today, today.plusDays(6), false);
    }

    @Transactional(readOnly = true)
    public List<Performance> withAvailability(String venueId, LocalDate from, LocalDate to, int minSeats) {
        return upcomingForVenue(venueId, from, to, false).stream()
                // ... existing code ...
    }

// ... existing code ...
