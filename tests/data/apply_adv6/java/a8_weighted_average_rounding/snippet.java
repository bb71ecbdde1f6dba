// ... existing code ...

    public static double weightedAverage(Map<String, Double> categoryPercents, Map<String, Double> weights) {
        // ... existing code ...
        if (weightSum == 0) {
            return 0.0;
        }
        return roundHalfUp(total / weightSum);
    }

// ... existing code ...
