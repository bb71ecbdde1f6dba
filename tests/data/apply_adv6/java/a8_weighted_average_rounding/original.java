package edu.northbrook.lms.grading;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;

/**
 * Course grade calculations shared by the gradebook UI and the registrar export.
 */
public final class GradeCalculator {

    private static final double[] CUTOFFS = {90.0, 80.0, 70.0, 60.0};
    private static final String[] LETTERS = {"A", "B", "C", "D"};

    private GradeCalculator() {
    }

    /** Rounds a percentage to two decimals the way the registrar does (half up). */
    static double roundHalfUp(double value) {
        return BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_UP).doubleValue();
    }

    public static double simpleAverage(List<Double> percents) {
        if (percents.isEmpty()) {
            return 0.0;
        }
        double sum = 0;
        for (double p : percents) {
            sum += p;
        }
        return roundHalfUp(sum / percents.size());
    }

    public static double weightedAverage(Map<String, Double> categoryPercents, Map<String, Double> weights) {
        double total = 0;
        double weightSum = 0;
        for (Map.Entry<String, Double> e : categoryPercents.entrySet()) {
            Double w = weights.get(e.getKey());
            if (w == null || w <= 0) {
                continue;
            }
            total += e.getValue() * w;
            weightSum += w;
        }
        if (weightSum == 0) {
            return 0.0;
        }
        return Math.round(total / weightSum * 100.0) / 100.0;
    }

    public static String letterGrade(double percent) {
        for (int i = 0; i < CUTOFFS.length; i++) {
            if (percent >= CUTOFFS[i]) {
                return LETTERS[i];
            }
        }
        return "F";
    }

    public static boolean isPassing(double percent, boolean passFailCourse) {
        if (passFailCourse) {
            return percent >= 70.0;
        }
        return percent >= 60.0;
    }
}
