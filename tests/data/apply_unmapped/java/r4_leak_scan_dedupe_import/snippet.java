package org.citywater.alerts;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

// ... existing code ...

    public List<String> scan(List<String> meterIds, Instant since) {
        List<String> flagged = new ArrayList<>();
        // route exports can list the same meter twice; scan each meter once
        for (String meterId : new LinkedHashSet<>(meterIds)) {
            Map<Integer, Double> hourly = reads.hourlyUsage(meterId, since);
            if (isContinuousFlow(hourly)) {
                flagged.add(meterId);
            }
        }
        return flagged;
    }

    // ... existing code ...
