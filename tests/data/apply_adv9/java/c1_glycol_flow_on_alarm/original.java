package com.ironhop.cellar;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

public class FermentationMonitor {

    private static final Duration STALE_AFTER = Duration.ofMinutes(30);

    private final Map<String, FermentationProfile> profilesByTank;
    private final GlycolController glycolController;
    private final AlertSink alertSink;

    public FermentationMonitor(Map<String, FermentationProfile> profilesByTank,
                               GlycolController glycolController,
                               AlertSink alertSink) {
        this.profilesByTank = profilesByTank;
        this.glycolController = glycolController;
        this.alertSink = alertSink;
    }

    public List<TankAlert> checkTemperatures(List<TankReading> readings, Instant now) {
        List<TankAlert> alerts = new ArrayList<>();
        for (TankReading reading : readings) {
            FermentationProfile profile = profilesByTank.get(reading.tankId());
            if (profile == null) {
                continue;
            }
            if (Duration.between(reading.takenAt(), now).compareTo(STALE_AFTER) > 0) {
                alerts.add(TankAlert.staleReading(reading.tankId(), reading.takenAt()));
                continue;
            }
            if (reading.temperatureC() > profile.maxTempC()) {
                alerts.add(TankAlert.overTemp(reading.tankId(), reading.temperatureC()));
            }
            if (reading.temperatureC() < profile.minTempC()) {
                alerts.add(TankAlert.underTemp(reading.tankId(), reading.temperatureC()));
            }
        }
        alerts.forEach(alertSink::publish);
        return alerts;
    }

    public List<TankAlert> checkGravity(List<TankReading> readings) {
        List<TankAlert> alerts = new ArrayList<>();
        for (TankReading reading : readings) {
            FermentationProfile profile = profilesByTank.get(reading.tankId());
            if (profile == null) {
                continue;
            }
            if (reading.gravity() <= profile.targetFinalGravity()) {
                alerts.add(TankAlert.readyToCrash(reading.tankId(), reading.gravity()));
            }
        }
        alerts.forEach(alertSink::publish);
        return alerts;
    }

    public void applyCrash(String tankId) {
        FermentationProfile profile = profilesByTank.get(tankId);
        if (profile == null) {
            throw new IllegalArgumentException("No profile for tank " + tankId);
        }
        glycolController.setTarget(tankId, profile.crashTempC());
    }
}
