// ... existing code ...
    fun roomsFor(course: Course, slot: TimeSlot): List<Room> {
        val needed = course.expectedEnrolment + SPARE_SEATS
        val taken = bookings[slot].orEmpty()
        return rooms
            .filter { it.capacity >= needed }
            .filter { it.code !in taken }
            .filter { room -> course.requiredFeatures.all { it in room.features } }
            .sortedBy { it.capacity }
    }

    fun bestRoom(course: Course, slot: TimeSlot): Room? {
        return roomsFor(course, slot).firstOrNull()
    }

    fun labRooms(course: Course, slot: TimeSlot): List<Room> {
        return roomsFor(course, slot).filter { RoomFeature.LAB_BENCHES in it.features }
    }

    fun describe(course: Course, slot: TimeSlot): String {
        val candidates = roomsFor(course, slot)
        // ... existing code ...
    }
// ... existing code ...
