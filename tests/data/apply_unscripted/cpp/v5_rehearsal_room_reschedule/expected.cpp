#include "rehearsal_rooms.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace theatre {

namespace {

bool overlaps(const Booking& a, const Booking& b) {
    return a.day == b.day && a.startMinute < b.endMinute && b.startMinute < a.endMinute;
}

}  // namespace

RoomSchedule::RoomSchedule(std::vector<Room> rooms) {
    for (auto& room : rooms) {
        std::string name = room.name;
        rooms_.emplace(std::move(name), std::move(room));
    }
}

bool RoomSchedule::canBook(const Booking& request) const {
    auto it = rooms_.find(request.room);
    if (it == rooms_.end()) {
        return false;
    }
    if (request.castSize > it->second.capacity) {
        return false;
    }
    return std::none_of(bookings_.begin(), bookings_.end(),
                        [&](const Booking& b) { return b.room == request.room && overlaps(b, request); });
}

bool RoomSchedule::book(const Booking& request) {
    if (!canBook(request)) {
        return false;
    }
    bookings_.push_back(request);
    return true;
}

bool RoomSchedule::cancel(const std::string& room, int day, int startMinute) {
    auto it = std::find_if(bookings_.begin(), bookings_.end(), [&](const Booking& b) {
        return b.room == room && b.day == day && b.startMinute == startMinute;
    });
    if (it == bookings_.end()) {
        return false;
    }
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
    std::vector<Booking> result;
    std::copy_if(bookings_.begin(), bookings_.end(), std::back_inserter(result),
                 [&](const Booking& b) { return b.room == room; });
    std::sort(result.begin(), result.end(), [](const Booking& a, const Booking& b) {
        return a.day != b.day ? a.day < b.day : a.startMinute < b.startMinute;
    });
    return result;
}

std::vector<Booking> RoomSchedule::bookingsOn(int day) const {
    std::vector<Booking> result;
    std::copy_if(bookings_.begin(), bookings_.end(), std::back_inserter(result),
                 [&](const Booking& b) { return b.day == day; });
    std::sort(result.begin(), result.end(), [](const Booking& a, const Booking& b) {
        return a.startMinute < b.startMinute;
    });
    return result;
}

}  // namespace theatre
