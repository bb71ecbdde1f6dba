package com.brightdesk.reports;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

// ... existing code ...

    public String agentSection() {
        List<String> lines = new ArrayList<>();
        lines.add("Tickets per agent:");
        Map<String, Long> perAgent = tickets.stream()
                .collect(Collectors.groupingBy(Ticket::assignee, TreeMap::new, Collectors.counting()));
        perAgent.forEach((agent, count) -> lines.add("  " + agent + ": " + count));
        return String.join("\n", lines);
    }

// ... existing code ...
