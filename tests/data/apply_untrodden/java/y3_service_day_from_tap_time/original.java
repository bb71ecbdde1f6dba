package org.metrotransit.fares.capping;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Tracks rider spend per service day and caps the charged amount at the daily cap.
 * Service days roll over at 03:00 local time so late-night trips count toward the previous day.
 */
public final class DailyFareCapper {

    private static final int ROLLOVER_HOUR = 3;

    private final int dailyCapCents;
    private final Clock clock;
    private final ZoneId zone;
    private final Map<String, RiderDay> ledger = new HashMap<>();

    public DailyFareCapper(int dailyCapCents, Clock clock, ZoneId zone) {
        if (dailyCapCents <= 0) {
            throw new IllegalArgumentException("dailyCapCents must be positive");
        }
        this.dailyCapCents = dailyCapCents;
        this.clock = Objects.requireNonNull(clock, "clock");
        this.zone = Objects.requireNonNull(zone, "zone");
    }

    /**
     * Returns the amount to actually charge for a tap, in cents.
     */
    public int charge(String riderId, int fareCents) {
        LocalDate serviceDay = currentServiceDay();
        RiderDay day = ledger.get(riderId);
        if (day == null || !day.serviceDay.equals(serviceDay)) {
            day = new RiderDay(serviceDay);
            ledger.put(riderId, day);
        }
        int remaining = Math.max(0, dailyCapCents - day.spentCents);
        int charged = Math.min(fareCents, remaining);
        day.spentCents += charged;
        day.taps++;
        return charged;
    }

    public int spentToday(String riderId) {
        RiderDay day = ledger.get(riderId);
        if (day == null || !day.serviceDay.equals(currentServiceDay())) {
            return 0;
        }
        return day.spentCents;
    }

    public boolean isCapped(String riderId) {
        return spentToday(riderId) >= dailyCapCents;
    }

    LocalDate currentServiceDay() {
        return clock.instant().atZone(zone).minusHours(ROLLOVER_HOUR).toLocalDate();
    }

    private static final class RiderDay {
        final LocalDate serviceDay;
        int spentCents;
        int taps;

        RiderDay(LocalDate serviceDay) {
            this.serviceDay = serviceDay;
        }
    }
}
