package com.acme.payroll.policy;

import java.time.DayOfWeek;
import java.time.LocalDate;

/**
 * Computes overtime pay for hourly employees.
 */
public final class OvertimePolicy {

    private static final double WEEKLY_THRESHOLD_HOURS = 40.0;
    private static final double OVERTIME_MULTIPLIER = 1.5;
    private static final double WEEKEND_MULTIPLIER = 2.0;

    private OvertimePolicy() {
    }

    public static double overtimeHours(double hoursWorked) {
        if (hoursWorked <= WEEKLY_THRESHOLD_HOURS) {
            return 0.0;
        }
        return hoursWorked - WEEKLY_THRESHOLD_HOURS;
    }

    public static double regularHours(double hoursWorked) {
        return Math.min(hoursWorked, WEEKLY_THRESHOLD_HOURS);
    }

    public static double weeklyPay(double hourlyRate, double hoursWorked) {
        double regular = regularHours(hoursWorked) * hourlyRate;
        double overtime = overtimeHours(hoursWorked) * hourlyRate * OVERTIME_MULTIPLIER;
        return regular + overtime;
    }

    public static double shiftMultiplier(LocalDate date) {
        DayOfWeek day = date.getDayOfWeek();
        if (day == DayOfWeek.SATURDAY || day == DayOfWeek.SUNDAY) {
            return WEEKEND_MULTIPLIER;
        }
        return 1.0;
    }

    public static double shiftPay(double hourlyRate, double hours, LocalDate date) {
        return hourlyRate * hours * shiftMultiplier(date);
    }
}
