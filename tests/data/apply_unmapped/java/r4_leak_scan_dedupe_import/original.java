package org.citywater.alerts;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Flags meters whose hourly consumption never drops to zero overnight,
 * the classic signature of a continuous leak on the customer side.
 */
public class LeakDetector {

    private static final double MIN_NIGHT_FLOW_M3 = 0.005;
    private static final int NIGHT_START_HOUR = 1;
    private static final int NIGHT_END_HOUR = 5;

    private final MeterReadSource reads;
    private final AlertSink alerts;

    public LeakDetector(MeterReadSource reads, AlertSink alerts) {
        this.reads = reads;
        this.alerts = alerts;
    }

    public List<String> scan(List<String> meterIds, Instant since) {
        List<String> flagged = new ArrayList<>();
        for (String meterId : meterIds) {
            Map<Integer, Double> hourly = reads.hourlyUsage(meterId, since);
            if (isContinuousFlow(hourly)) {
                flagged.add(meterId);
            }
        }
        return flagged;
    }

    public void scanAndAlert(List<String> meterIds, Instant since) {
        for (String meterId : scan(meterIds, since)) {
            double estimate = estimateDailyLoss(reads.hourlyUsage(meterId, since));
            alerts.raise(meterId, estimate);
        }
    }

    boolean isContinuousFlow(Map<Integer, Double> hourly) {
        for (int hour = NIGHT_START_HOUR; hour <= NIGHT_END_HOUR; hour++) {
            Double flow = hourly.get(hour);
            if (flow == null || flow < MIN_NIGHT_FLOW_M3) {
                return false;
            }
        }
        return true;
    }

    double estimateDailyLoss(Map<Integer, Double> hourly) {
        double minNight = Double.MAX_VALUE;
        for (int hour = NIGHT_START_HOUR; hour <= NIGHT_END_HOUR; hour++) {
            minNight = Math.min(minNight, hourly.getOrDefault(hour, 0.0));
        }
        return minNight * 24;
    }

    public interface MeterReadSource {
        Map<Integer, Double> hourlyUsage(String meterId, Instant since);
    }

    public interface AlertSink {
        void raise(String meterId, double estimatedDailyLossM3);
    }
}
