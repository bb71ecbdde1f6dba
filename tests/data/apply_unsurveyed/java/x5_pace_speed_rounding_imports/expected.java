package com.stridelab.analytics.pace;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Pace and split calculations for run and ride uploads.
 * Distances are in metres, durations in whole seconds.
 */
public final class PaceCalculator {

    private static final double METRES_PER_KM = 1000.0;
    private static final double METRES_PER_MILE = 1609.344;

    private PaceCalculator() {
    }

    public static Duration pacePerKm(double distanceMetres, Duration elapsed) {
        if (distanceMetres <= 0) {
            throw new IllegalArgumentException("distance must be positive");
        }
        long secondsPerKm = Math.round(elapsed.getSeconds() / (distanceMetres / METRES_PER_KM));
        return Duration.ofSeconds(secondsPerKm);
    }

    public static Duration pacePerMile(double distanceMetres, Duration elapsed) {
        if (distanceMetres <= 0) {
            throw new IllegalArgumentException("distance must be positive");
        }
        long secondsPerMile = Math.round(elapsed.getSeconds() / (distanceMetres / METRES_PER_MILE));
        return Duration.ofSeconds(secondsPerMile);
    }

    public static double speedKmh(double distanceMetres, Duration elapsed) {
        if (elapsed.isZero()) {
            return 0.0;
        }
        double hours = elapsed.getSeconds() / 3600.0;
        double kmh = (distanceMetres / METRES_PER_KM) / hours;
        return BigDecimal.valueOf(kmh).setScale(1, RoundingMode.HALF_UP).doubleValue();
    }

    public static List<Duration> evenSplits(Duration target, int splits) {
        if (splits <= 0) {
            return Collections.emptyList();
        }
        List<Duration> result = new ArrayList<>(splits);
        long each = target.getSeconds() / splits;
        for (int i = 0; i < splits; i++) {
            result.add(Duration.ofSeconds(each));
        }
        return result;
    }

    public static String formatPace(Duration pace) {
        long minutes = pace.getSeconds() / 60;
        long seconds = pace.getSeconds() % 60;
        return String.format("%d:%02d", minutes, seconds);
    }
}
