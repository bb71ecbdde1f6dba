package com.stridelab.analytics.pace;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
// ... existing code ...

    public static double speedKmh(double distanceMetres, Duration elapsed) {
        if (elapsed.isZero()) {
            return 0.0;
        }
        double hours = elapsed.getSeconds() / 3600.0;
        double kmh = (distanceMetres / METRES_PER_KM) / hours;
        return BigDecimal.valueOf(kmh).setScale(1, RoundingMode.HALF_UP).doubleValue();
    }

// ... existing code ...
