// branch_hours.cpp - opening hours for each branch, used by the website
// and by the self-checkout kiosks to warn patrons before closing time.
#include "hours/branch_hours.h"

#include <array>
#include <iomanip>
#include <sstream>
#include <string>

namespace citylib::hours {

namespace {

constexpr int kClosed = -1;
constexpr int kWarningMinutes = 15;

const std::array<const char*, 7> kDayNames = {
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
};

}  // namespace

std::string formatTime(int minutesSinceMidnight) {
    std::ostringstream out;
    out << std::setw(2) << std::setfill('0') << minutesSinceMidnight / 60 << ':'
        << std::setw(2) << std::setfill('0') << minutesSinceMidnight % 60;
    return out.str();
}

bool isClosedAllDay(const DayHours& day) {
    return day.opensAt == kClosed || day.closesAt == kClosed;
}

bool isOpenAt(const DayHours& day, int minutes) {
    if (isClosedAllDay(day)) {
        return false;
    }
    return minutes >= day.opensAt && minutes < day.closesAt;
}

bool closingSoon(const DayHours& day, int minutes) {
    if (!isOpenAt(day, minutes)) {
        return false;
    }
    return day.closesAt - minutes <= kWarningMinutes;
}

std::string describeDay(const DayHours& day) {
    if (isClosedAllDay(day)) {
        return "Closed";
    }
    return formatTime(day.opensAt) + " \u2013 " + formatTime(day.closesAt);
}

std::string describeWeek(const WeekHours& week) {
    std::ostringstream out;
    for (std::size_t i = 0; i < kDayNames.size(); ++i) {
        out << kDayNames[i] << ": " << describeDay(week.days[i]) << '\n';
    }
    return out.str();
}

std::string describeHoliday(const Holiday& holiday) {
    if (holiday.closedAllDay) {
        return holiday.name + ": Closed";
    }
    return holiday.name + ": " + formatTime(holiday.opensAt) + "-" + formatTime(holiday.closesAt);
}

int minutesUntilClose(const DayHours& day, int minutes) {
    if (!isOpenAt(day, minutes)) {
        return 0;
    }
    return day.closesAt - minutes;
}

}  // namespace citylib::hours
