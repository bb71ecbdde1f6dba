package com.fleetline.hos;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Validates a driver's duty log against the hours-of-service rules
 * that apply to our van fleet (EU 561/2006 profile).
 */
public class HoursOfServiceValidator {

    private static final long MAX_DAILY_DRIVING_MIN = 9 * 60;
    private static final long MAX_EXTENDED_DAILY_DRIVING_MIN = 10 * 60;
    private static final long MAX_WEEKLY_DRIVING_MIN = 56 * 60;
    private static final long MAX_FORTNIGHT_DRIVING_MIN = 90 * 60;
    private static final long BREAK_AFTER_MIN = 4 * 60 + 30;

    private final ViolationSink sink;

    public HoursOfServiceValidator(ViolationSink sink) {
        this.sink = sink;
    }

    public List<Violation> validate(DriverLog log) {
        List<Violation> violations = new ArrayList<>();
        checkDailyDriving(log, violations);
        checkWeeklyDriving(log, violations);
        checkFortnightDriving(log, violations);
        checkContinuousDriving(log, violations);
        violations.forEach(sink::publish);
        return violations;
    }

    private void checkDailyDriving(DriverLog log, List<Violation> violations) {
        long driven = log.drivingMinutesToday();
        long limit = log.extendedDaysUsedThisWeek() < 2 ? MAX_EXTENDED_DAILY_DRIVING_MIN : MAX_DAILY_DRIVING_MIN;
        if (driven > limit) {
            violations.add(new Violation(log.driverId(), "DAILY_DRIVING", Duration.ofMinutes(driven - limit)));
        }
    }

    private void checkWeeklyDriving(DriverLog log, List<Violation> violations) {
        long driven = log.drivingMinutesThisWeek();
        long limit = MAX_WEEKLY_DRIVING_MIN;
        if (driven > limit) {
            violations.add(new Violation(log.driverId(), "WEEKLY_DRIVING", Duration.ofMinutes(driven - limit)));
        }
    }

    private void checkFortnightDriving(DriverLog log, List<Violation> violations) {
        long driven = log.drivingMinutesThisWeek() + log.drivingMinutesLastWeek();
        long limit = MAX_FORTNIGHT_DRIVING_MIN;
        if (driven > limit) {
            violations.add(new Violation(log.driverId(), "FORTNIGHT_DRIVING", Duration.ofMinutes(driven - limit)));
        }
    }

    private void checkContinuousDriving(DriverLog log, List<Violation> violations) {
        long driven = log.drivingMinutesSinceLastBreak();
        long limit = BREAK_AFTER_MIN;
        if (driven > limit && !log.isOnQualifyingBreak()) {
            violations.add(new Violation(log.driverId(), "BREAK_REQUIRED", Duration.ofMinutes(driven - limit)));
        }
    }
}
