package org.metrolink.timetable.generation;

import java.time.Duration;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.metrolink.timetable.model.Departure;
import org.metrolink.timetable.model.Route;
import org.metrolink.timetable.model.ServiceDay;

/**
 * Builds the published departure lists for a single route, one method per
 * service day. Headways come from the 2024 service plan agreed with the
 * city council; change them here only together with the passenger notice.
 */
public final class TimetableGenerator {

    private static final Duration MIN_LAYOVER = Duration.ofMinutes(4);

    private final DepotCalendar depotCalendar;

    public TimetableGenerator(DepotCalendar depotCalendar) {
        this.depotCalendar = Objects.requireNonNull(depotCalendar, "depotCalendar");
    }

    public List<Departure> buildWeekdaySchedule(Route route) {
        LocalTime first = route.getFirstDeparture(ServiceDay.WEEKDAY);
        LocalTime last = route.getLastDeparture(ServiceDay.WEEKDAY);
        Duration headway = Duration.ofMinutes(10);
        return generateDepartures(route, first, last, headway);
    }

    public List<Departure> buildSaturdaySchedule(Route route) {
        LocalTime first = route.getFirstDeparture(ServiceDay.SATURDAY);
        LocalTime last = route.getLastDeparture(ServiceDay.SATURDAY);
        Duration headway = Duration.ofMinutes(12);
        return generateDepartures(route, first, last, headway);
    }

    public List<Departure> buildSundaySchedule(Route route) {
        LocalTime first = route.getFirstDeparture(ServiceDay.SUNDAY);
        LocalTime last = route.getLastDeparture(ServiceDay.SUNDAY);
        Duration headway = Duration.ofMinutes(15);
        return generateDepartures(route, first, last, headway);
    }

    public List<Departure> buildHolidaySchedule(Route route) {
        if (!depotCalendar.hasHolidayService(route.getDepotId())) {
            return buildSundaySchedule(route);
        }
        LocalTime first = route.getFirstDeparture(ServiceDay.HOLIDAY);
        LocalTime last = route.getLastDeparture(ServiceDay.HOLIDAY);
        Duration headway = Duration.ofMinutes(20);
        return generateDepartures(route, first, last, headway);
    }

    private List<Departure> generateDepartures(Route route, LocalTime first, LocalTime last, Duration headway) {
        if (first.isAfter(last)) {
            throw new IllegalArgumentException("Route " + route.getCode() + " starts after it ends");
        }
        List<Departure> departures = new ArrayList<>();
        LocalTime current = first;
        int tripNumber = 1;
        while (!current.isAfter(last)) {
            departures.add(new Departure(route.getCode(), tripNumber++, current));
            LocalTime next = current.plus(headway);
            if (next.isBefore(current)) {
                // wrapped past midnight; night service is published separately
                break;
            }
            current = next;
        }
        return departures;
    }

    Duration minimumLayover() {
        return MIN_LAYOVER;
    }
}
