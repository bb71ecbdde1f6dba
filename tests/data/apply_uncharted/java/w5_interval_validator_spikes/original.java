package com.gridwise.metering.validation;

import java.time.Duration;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;

import com.gridwise.metering.model.IntervalReading;
import com.gridwise.metering.model.ValidationIssue;
import com.gridwise.metering.model.ValidationIssue.Severity;

/**
 * VEE (validation, estimation, editing) checks applied to a day of
 * 15-minute interval reads before they are billed.
 */
public final class IntervalValidator {

    private static final Duration INTERVAL = Duration.ofMinutes(15);
    private static final double MAX_INTERVAL_KWH = 60.0;
    private static final int MAX_ZERO_RUN = 16;

    public List<ValidationIssue> validate(String meterId, List<IntervalReading> day) {
        List<ValidationIssue> issues = new ArrayList<>();
        checkGaps(meterId, day, issues);
        checkSpikes(meterId, day, issues);
        checkZeroRuns(meterId, day, issues);
        return issues;
    }

    private void checkGaps(String meterId, List<IntervalReading> day, List<ValidationIssue> issues) {
        for (int i = 1; i < day.size(); i++) {
            ZonedDateTime prev = day.get(i - 1).start();
            ZonedDateTime cur = day.get(i).start();
            if (!prev.plus(INTERVAL).equals(cur)) {
                issues.add(new ValidationIssue(meterId, cur, Severity.ERROR,
                        "gap between " + prev + " and " + cur));
            }
        }
    }

    private void checkSpikes(String meterId, List<IntervalReading> day, List<ValidationIssue> issues) {
        for (IntervalReading r : day) {
            if (r.kwh() > MAX_INTERVAL_KWH) {
                issues.add(new ValidationIssue(meterId, r.start(), Severity.ERROR,
                        "interval above " + MAX_INTERVAL_KWH + " kWh: " + r.kwh()));
            } else if (r.kwh() < 0.0) {
                issues.add(new ValidationIssue(meterId, r.start(), Severity.ERROR,
                        "negative consumption: " + r.kwh()));
            }
        }
    }

    private void checkZeroRuns(String meterId, List<IntervalReading> day, List<ValidationIssue> issues) {
        int run = 0;
        for (IntervalReading r : day) {
            if (r.kwh() == 0.0) {
                run++;
                if (run == MAX_ZERO_RUN) {
                    issues.add(new ValidationIssue(meterId, r.start(), Severity.WARNING,
                            MAX_ZERO_RUN + " consecutive zero intervals"));
                }
            } else {
                run = 0;
            }
        }
    }
}
