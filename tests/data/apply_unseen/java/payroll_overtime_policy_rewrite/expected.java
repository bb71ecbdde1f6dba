package com.acme.payroll.policy;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.DayOfWeek;
import java.time.LocalDate;

/**
 * Computes overtime pay for hourly employees. All amounts are rounded to cents.
 */
public final class OvertimePolicy {

    private static final BigDecimal WEEKLY_THRESHOLD_HOURS = new BigDecimal("40");
    private static final BigDecimal OVERTIME_MULTIPLIER = new BigDecimal("1.5");
    private static final BigDecimal WEEKEND_MULTIPLIER = new BigDecimal("2");

    private OvertimePolicy() {
    }

    public static BigDecimal overtimeHours(BigDecimal hoursWorked) {
        return hoursWorked.subtract(WEEKLY_THRESHOLD_HOURS).max(BigDecimal.ZERO);
    }

    public static BigDecimal regularHours(BigDecimal hoursWorked) {
        return hoursWorked.min(WEEKLY_THRESHOLD_HOURS);
    }

    public static BigDecimal weeklyPay(BigDecimal hourlyRate, BigDecimal hoursWorked) {
        BigDecimal regular = regularHours(hoursWorked).multiply(hourlyRate);
        BigDecimal overtime = overtimeHours(hoursWorked).multiply(hourlyRate).multiply(OVERTIME_MULTIPLIER);
        return regular.add(overtime).setScale(2, RoundingMode.HALF_EVEN);
    }

    public static BigDecimal shiftMultiplier(LocalDate date) {
        DayOfWeek day = date.getDayOfWeek();
        if (day == DayOfWeek.SATURDAY || day == DayOfWeek.SUNDAY) {
            return WEEKEND_MULTIPLIER;
        }
        return BigDecimal.ONE;
    }

    public static BigDecimal shiftPay(BigDecimal hourlyRate, BigDecimal hours, LocalDate date) {
        return hourlyRate.multiply(hours).multiply(shiftMultiplier(date)).setScale(2, RoundingMode.HALF_EVEN);
    }
}
