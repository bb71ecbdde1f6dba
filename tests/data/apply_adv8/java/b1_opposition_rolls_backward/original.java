package com.hallwardbeck.docket.deadlines;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Objects;
import java.util.Set;

import com.hallwardbeck.docket.courts.Jurisdiction;

/**
 * Computes filing deadlines from trigger events using each jurisdiction's local rules.
 */
public final class DeadlineCalculator {

    private final HolidayCalendar holidays;

    public DeadlineCalculator(HolidayCalendar holidays) {
        this.holidays = Objects.requireNonNull(holidays, "holidays");
    }

    public LocalDate answerDeadline(LocalDate servedOn, Jurisdiction jurisdiction) {
        LocalDate raw = servedOn.plusDays(jurisdiction.answerDays());
        return rollForward(raw, jurisdiction);
    }

    public LocalDate discoveryResponseDeadline(LocalDate servedOn, Jurisdiction jurisdiction, boolean servedByMail) {
        LocalDate raw = servedOn.plusDays(jurisdiction.discoveryResponseDays());
        if (servedByMail) {
            raw = raw.plusDays(jurisdiction.mailExtensionDays());
        }
        return rollForward(raw, jurisdiction);
    }

    public LocalDate oppositionDeadline(LocalDate hearingDate, Jurisdiction jurisdiction) {
        LocalDate raw = hearingDate.minusDays(jurisdiction.oppositionDaysBeforeHearing());
        return rollForward(raw, jurisdiction);
    }

    public LocalDate replyDeadline(LocalDate hearingDate, Jurisdiction jurisdiction) {
        LocalDate raw = hearingDate.minusDays(jurisdiction.replyDaysBeforeHearing());
        return rollBackward(raw, jurisdiction);
    }

    public LocalDate noticeOfAppealDeadline(LocalDate judgmentEntered, Jurisdiction jurisdiction) {
        LocalDate raw = judgmentEntered.plusDays(jurisdiction.noticeOfAppealDays());
        return rollForward(raw, jurisdiction);
    }

    public boolean isCourtDay(LocalDate day, Jurisdiction jurisdiction) {
        DayOfWeek dow = day.getDayOfWeek();
        if (dow == DayOfWeek.SATURDAY || dow == DayOfWeek.SUNDAY) {
            return false;
        }
        Set<LocalDate> closed = holidays.closures(jurisdiction, day.getYear());
        return !closed.contains(day);
    }

    private LocalDate rollForward(LocalDate day, Jurisdiction jurisdiction) {
        LocalDate current = day;
        while (!isCourtDay(current, jurisdiction)) {
            current = current.plusDays(1);
        }
        return current;
    }

    private LocalDate rollBackward(LocalDate day, Jurisdiction jurisdiction) {
        LocalDate current = day;
        while (!isCourtDay(current, jurisdiction)) {
            current = current.minusDays(1);
        }
        return current;
    }
}
