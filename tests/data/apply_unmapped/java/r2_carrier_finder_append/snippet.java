    // ... existing code ...

    public List<Carrier> findWithExpiringInsurance(LocalDate cutoff) {
        return repository.findAll().stream()
                .filter(c -> c.getInsuranceExpiry() != null)
                .filter(c -> !c.getInsuranceExpiry().isAfter(cutoff))
                .collect(Collectors.toList());
    }

    public List<Carrier> findByHomeState(String state) {
        if (state == null || state.isBlank()) {
            return List.of();
        }
        return repository.findAll().stream()
                .filter(c -> state.equalsIgnoreCase(c.getHomeState()))
                .collect(Collectors.toList());
    }

    // ... existing code ...
