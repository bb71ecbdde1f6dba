package com.brightdesk.reports;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Builds plain-text weekly reports for the support team.
 */
public class WeeklyReportBuilder {

    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEE dd MMM", Locale.ENGLISH);

    private final List<Ticket> tickets;
    private final LocalDate weekStart;

    public WeeklyReportBuilder(List<Ticket> tickets, LocalDate weekStart) {
        this.tickets = tickets;
        this.weekStart = weekStart;
    }

    public String title() {
        return "Support report for the week of " + weekStart.format(DAY);
    }

    public String openedSection() {
        List<String> lines = new ArrayList<>();
        lines.add("Opened tickets:");
        for (Ticket t : tickets) {
            if (!t.openedOn().isBefore(weekStart) && t.openedOn().isBefore(weekStart.plusDays(7))) {
                lines.add("  #" + t.id() + " " + t.subject());
            }
        }
        return String.join("\n", lines);
    }

    public String closedSection() {
        List<String> lines = new ArrayList<>();
        lines.add("Closed tickets:");
        for (Ticket t : tickets) {
            if (t.closedOn() != null && !t.closedOn().isBefore(weekStart)) {
                lines.add("  #" + t.id() + " " + t.subject() + " (" + t.closedOn().format(DAY) + ")");
            }
        }
        return String.join("\n", lines);
    }

    public String agentSection() {
        List<String> lines = new ArrayList<>();
        lines.add("Tickets per agent:");
        List<String> agents = new ArrayList<>();
        for (Ticket t : tickets) {
            if (!agents.contains(t.assignee())) {
                agents.add(t.assignee());
            }
        }
        for (String agent : agents) {
            int count = 0;
            for (Ticket t : tickets) {
                if (agent.equals(t.assignee())) {
                    count++;
                }
            }
            lines.add("  " + agent + ": " + count);
        }
        return String.join("\n", lines);
    }

    public String build() {
        return String.join("\n\n", title(), openedSection(), closedSection(), agentSection()) + "\n";
    }
}
