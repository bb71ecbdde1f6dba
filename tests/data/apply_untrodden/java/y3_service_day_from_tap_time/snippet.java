package org.metrotransit.fares.capping;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
// ... existing imports and class javadoc ...

public final class DailyFareCapper {

    // ... existing fields and constructor ...

    /**
     * Returns the amount to actually charge for a tap, in cents.
     * The service day is taken from the tap time, so taps uploaded late by offline
     * validators still count toward the right day.
     */
    public int charge(String riderId, int fareCents, Instant tappedAt) {
        LocalDate serviceDay = serviceDayOf(tappedAt);
        RiderDay day = ledger.get(riderId);
        // ... rest of charge unchanged ...
    }

    public int spentToday(String riderId) {
        RiderDay day = ledger.get(riderId);
        if (day == null || !day.serviceDay.equals(serviceDayOf(clock.instant()))) {
            return 0;
        }
        return day.spentCents;
    }

    // ... isCapped unchanged ...

    LocalDate serviceDayOf(Instant instant) {
        return instant.atZone(zone).minusHours(ROLLOVER_HOUR).toLocalDate();
    }

    // ... RiderDay unchanged ...
}
