package org.meridianlab.trials.monitoring;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Collectors;

import org.meridianlab.trials.monitoring.model.MonitoringVisit;
import org.meridianlab.trials.monitoring.model.VisitType;
import org.meridianlab.trials.monitoring.repo.VisitRepository;

public class MonitoringVisitScheduler {

    private static final int DEFAULT_INTERVAL_WEEKS = 6;

    private final VisitRepository visits;

    public MonitoringVisitScheduler(VisitRepository visits) {
        this.visits = visits;
    }

    public MonitoringVisit scheduleNext(String siteId, LocalDate lastVisit, int enrolledParticipants) {
        int weeks = enrolledParticipants > 20 ? 4 : DEFAULT_INTERVAL_WEEKS;
        LocalDate target = nextWorkingDay(lastVisit.plusWeeks(weeks));
        MonitoringVisit visit = new MonitoringVisit(siteId, target, VisitType.ROUTINE);
        visits.save(visit);
        return visit;
    }

    public List<MonitoringVisit> upcomingVisits(String siteId, LocalDate from) {
        return visits.findBySite(siteId).stream()
                .filter(v -> !v.getDate().isBefore(from))
                .sorted((a, b) -> a.getDate().compareTo(b.getDate()))
                .collect(Collectors.toList());
    }

    /**
     * Imports visits from the spreadsheet the sites used before the portal.
     *
     * @deprecated sites book through the monitoring portal since protocol v4.
     */
    @Deprecated
    public int importLegacySchedule(Path csv) throws IOException {
        int imported = 0;
        try (BufferedReader reader = Files.newBufferedReader(csv)) {
            String line = reader.readLine(); // header
            while ((line = reader.readLine()) != null) {
                String[] cols = line.split(",");
                LocalDate date = LocalDate.parse(cols[1].trim());
                visits.save(new MonitoringVisit(cols[0].trim(), date, VisitType.ROUTINE));
                imported++;
            }
        }
        return imported;
    }

    private LocalDate nextWorkingDay(LocalDate date) {
        LocalDate d = date;
        while (d.getDayOfWeek() == DayOfWeek.SATURDAY || d.getDayOfWeek() == DayOfWeek.SUNDAY) {
            d = d.plusDays(1);
        }
        return d;
    }
}
