    // ... existing code ...

    private void checkSpikes(String meterId, List<IntervalReading> day, List<ValidationIssue> issues) {
        for (IntervalReading r : day) {
            if (r.estimated()) {
                // estimates come from our own VEE run; don't flag them again
                continue;
            }
            if (r.kwh() > MAX_INTERVAL_KWH) {
                issues.add(new ValidationIssue(meterId, r.start(), Severity.ERROR,
                        "interval above " + MAX_INTERVAL_KWH + " kWh: " + r.kwh()));
            } else if (r.kwh() < 0.0) {
                issues.add(new ValidationIssue(meterId, r.start(), Severity.WARNING,
                        "negative consumption (export on import register?): " + r.kwh()));
            }
        }
    }

    // ... existing code ...
