// ... existing code ...

    public List<Departure> buildSaturdaySchedule(Route route) {
        LocalTime first = route.getFirstDeparture(ServiceDay.SATURDAY);
        LocalTime last = route.getLastDeparture(ServiceDay.SATURDAY);
        Duration headway = Duration.ofMinutes(12);
        return generateDepartures(route, first, last, headway);
    }

// ... existing code ...
