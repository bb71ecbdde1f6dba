package org.stagedoor.boxoffice.performances;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class PerformanceScheduleService {

    private static final ZoneId VENUE_ZONE = ZoneId.of("Europe/London");

    private final PerformanceRepository performances;
    private final SeatMapRepository seatMaps;

    public PerformanceScheduleService(PerformanceRepository performances, SeatMapRepository seatMaps) {
        this.performances = performances;
        this.seatMaps = seatMaps;
    }

    @Transactional(readOnly = true)
    public List<Performance> upcomingForVenue(String venueId, LocalDate from, LocalDate to) {
        return performances.findByVenueIdAndStartsAtBetween(
                        venueId,
                        from.atStartOfDay(VENUE_ZONE).toInstant(),
                        to.plusDays(1).atStartOfDay(VENUE_ZONE).toInstant())
                .stream()
                .filter(p -> p.getStatus() != PerformanceStatus.CANCELLED)
                .sorted(Comparator.comparing(Performance::getStartsAt))
                .collect(Collectors.toList());
    }

    @Transactional(readOnly = true)
    public List<Performance> thisWeek(String venueId) {
        LocalDate today = LocalDate.now(VENUE_ZONE);
        return upcomingForVenue(venueId, today, today.plusDays(6));
    }

    @Transactional(readOnly = true)
    public List<Performance> withAvailability(String venueId, LocalDate from, LocalDate to, int minSeats) {
        return upcomingForVenue(venueId, from, to).stream()
                .filter(p -> seatMaps.countAvailable(p.getId()) >= minSeats)
                .collect(Collectors.toList());
    }

    @Transactional
    public Performance cancel(String performanceId, String reason) {
        Performance performance = performances.findById(performanceId)
                .orElseThrow(() -> new PerformanceNotFoundException(performanceId));
        performance.setStatus(PerformanceStatus.CANCELLED);
        performance.setCancellationReason(reason);
        return performances.save(performance);
    }
}
