    // ... existing code ...

    public List<TankAlert> checkTemperatures(List<TankReading> readings, Instant now) {
        List<TankAlert> alerts = new ArrayList<>();
        for (TankReading reading : readings) {
            // ... existing code ...
            if (reading.temperatureC() > profile.maxTempC()) {
                alerts.add(TankAlert.overTemp(reading.tankId(), reading.temperatureC()));
                glycolController.increaseFlow(reading.tankId());
            }
            if (reading.temperatureC() < profile.minTempC()) {
                alerts.add(TankAlert.underTemp(reading.tankId(), reading.temperatureC()));
                glycolController.decreaseFlow(reading.tankId());
            }
        }
        // ... existing code ...
    }

    // ... existing code ...
