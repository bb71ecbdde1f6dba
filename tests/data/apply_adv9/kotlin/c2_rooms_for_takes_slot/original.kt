package edu.northfield.timetable.rooms

import edu.northfield.timetable.model.Course
import edu.northfield.timetable.model.Room
import edu.northfield.timetable.model.RoomFeature
import edu.northfield.timetable.model.TimeSlot

/**
 * Picks teaching rooms for a course. Rooms are ordered smallest-first so that
 * large lecture theatres stay free for the big first-year modules.
 */
class RoomMatcher(
    private val rooms: List<Room>,
    private val bookings: Map<TimeSlot, Set<String>>,
) {
    fun roomsFor(course: Course): List<Room> {
        val needed = course.expectedEnrolment + SPARE_SEATS
        return rooms
            .filter { it.capacity >= needed }
            .filter { room -> course.requiredFeatures.all { it in room.features } }
            .sortedBy { it.capacity }
    }

    fun bestRoom(course: Course, slot: TimeSlot): Room? {
        val taken = bookings[slot].orEmpty()
        return roomsFor(course).firstOrNull { it.code !in taken }
    }

    fun labRooms(course: Course): List<Room> {
        return roomsFor(course).filter { RoomFeature.LAB_BENCHES in it.features }
    }

    fun describe(course: Course): String {
        val candidates = roomsFor(course)
        if (candidates.isEmpty()) {
            return "${course.code}: no room fits ${course.expectedEnrolment} students"
        }
        val names = candidates.joinToString(", ") { it.code }
        return "${course.code}: $names"
    }

    fun utilisation(slot: TimeSlot): Double {
        val taken = bookings[slot].orEmpty()
        if (rooms.isEmpty()) return 0.0
        return taken.size.toDouble() / rooms.size
    }

    companion object {
        const val SPARE_SEATS = 5
    }
}
