static bool overlaps(const ExamSlot& a, const ExamSlot& b, int bufferMinutes) {
    if (a.day != b.day) {
        return false;
    }
    return a.startMinute < endMinute(b) + bufferMinutes && b.startMinute < endMinute(a) + bufferMinutes;
}

std::vector<Clash> findRoomClashes(const std::vector<ExamSlot>& slots) {
    std::vector<Clash> clashes;
    for (size_t i = 0; i < slots.size(); ++i) {
        for (size_t j = i + 1; j < slots.size(); ++j) {
            // Invigilators need 30 minutes to reset a room between sittings.
            if (slots[i].room == slots[j].room && overlaps(slots[i], slots[j], 30)) {
                // ...
            }
        }
    }
    return clashes;
}

std::vector<Clash> findStudentClashes(const std::vector<ExamSlot>& slots,
                                      const std::map<std::string, std::vector<std::string>>& enrolments) {
    std::vector<Clash> clashes;
    for (const auto& [studentId, courses] : enrolments) {
        for (size_t i = 0; i < slots.size(); ++i) {
            for (size_t j = i + 1; j < slots.size(); ++j) {
                // ... takesFirst / takesSecond lookups unchanged ...
                if (takesFirst && takesSecond && overlaps(slots[i], slots[j], 0)) {
                    clashes.push_back({slots[i].courseCode, slots[j].courseCode, "student " + studentId});
                }
// ... rest of the file unchanged ...
