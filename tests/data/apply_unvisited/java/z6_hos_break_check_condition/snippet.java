// ... existing code ...

    private void checkContinuousDriving(DriverLog log, List<Violation> violations) {
        long driven = log.drivingMinutesSinceLastBreak();
        long limit = BREAK_AFTER_MIN;
        if (driven > limit && !log.isOnQualifyingBreak()) {
            // ... existing code ...
        }
    }
}
