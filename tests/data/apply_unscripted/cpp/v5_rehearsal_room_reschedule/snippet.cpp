bool RoomSchedule::cancel(const std::string& room, int day, int startMinute) {
    // ... existing code ...
    bookings_.erase(it);
    return true;
}

bool RoomSchedule::reschedule(const std::string& room, int day, int startMinute, const Booking& replacement) {
    auto it = std::find_if(bookings_.begin(), bookings_.end(), [&](const Booking& b) {
        return b.room == room && b.day == day && b.startMinute == startMinute;
    });
    if (it == bookings_.end()) {
        return false;
    }
    const Booking previous = *it;
    bookings_.erase(it);
    if (!book(replacement)) {
        bookings_.push_back(previous);
        return false;
    }
    return true;
}

std::vector<Booking> RoomSchedule::bookingsFor(const std::string& room) const {
    // ... existing code ...
}
