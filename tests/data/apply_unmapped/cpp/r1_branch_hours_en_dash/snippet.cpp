std::string describeDay(const DayHours& day) {
    if (isClosedAllDay(day)) {
        return "Closed";
    }
    return formatTime(day.opensAt) + " \u2013 " + formatTime(day.closesAt);
}

// ... rest of branch_hours.cpp unchanged ...
