// ... existing code ...

    public List<MonitoringVisit> upcomingVisits(String siteId, LocalDate from) {
        return visits.findBySite(siteId).stream()
                // ... existing code ...
                .collect(Collectors.toList());
    }

    // ... removed deprecated importLegacySchedule(Path) and its javadoc ...

    private LocalDate nextWorkingDay(LocalDate date) {
        // ... existing code ...
    }
}
