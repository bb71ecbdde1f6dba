package com.northgate.claims.visits;

import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Books field adjuster visits for open claims, one slot at a time.
 */
public class AdjusterVisitScheduler {

    private static final int MAX_VISITS_PER_DAY = 6;
    private static final LocalTime DAY_START = LocalTime.of(8, 30);
    private static final Duration VISIT_LENGTH = Duration.ofMinutes(90);

    private final VisitRepository visits;
    private final AdjusterDirectory adjusters;

    public AdjusterVisitScheduler(VisitRepository visits, AdjusterDirectory adjusters) {
        this.visits = visits;
        this.adjusters = adjusters;
    }

    public Visit schedule(String claimId, String adjusterId, LocalDate date) {
        Adjuster adjuster = adjusters.find(adjusterId)
                .orElseThrow(() -> new IllegalArgumentException("Unknown adjuster " + adjusterId));
        List<Visit> booked = visitsFor(adjusterId, date);
        if (booked.size() >= MAX_VISITS_PER_DAY) {
            throw new SchedulingException("Adjuster " + adjuster.getName() + " is fully booked on " + date);
        }
        LocalTime start = nextFreeSlot(booked);
        Visit visit = new Visit(claimId, adjusterId, date, start, start.plus(VISIT_LENGTH));
        visits.save(visit);
        return visit;
    }

    public Optional<Visit> reschedule(String visitId, LocalDate newDate) {
        Optional<Visit> existing = visits.findById(visitId);
        if (existing.isEmpty()) {
            return Optional.empty();
        }
        Visit old = existing.get();
        visits.delete(old);
        return Optional.of(schedule(old.getClaimId(), old.getAdjusterId(), newDate));
    }

    public List<Visit> visitsFor(String adjusterId, LocalDate date) {
        List<Visit> result = new ArrayList<>(visits.findByAdjusterAndDate(adjusterId, date));
        result.sort((a, b) -> a.getStart().compareTo(b.getStart()));
        return result;
    }

    private LocalTime nextFreeSlot(List<Visit> booked) {
        LocalTime candidate = DAY_START;
        for (Visit v : booked) {
            if (v.getEnd().isAfter(candidate)) {
                candidate = v.getEnd();
            }
        }
        return candidate;
    }
}
