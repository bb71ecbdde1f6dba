// exam_timetable.cpp - detects clashes in the end-of-term exam timetable.
#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <vector>

struct ExamSlot {
    std::string courseCode;
    std::string room;
    int day;
    int startMinute;
    int durationMinutes;
};

struct Clash {
    std::string first;
    std::string second;
    std::string reason;
};

static int endMinute(const ExamSlot& slot) {
    return slot.startMinute + slot.durationMinutes;
}

static bool overlaps(const ExamSlot& a, const ExamSlot& b) {
    if (a.day != b.day) {
        return false;
    }
    return a.startMinute < endMinute(b) && b.startMinute < endMinute(a);
}

std::vector<Clash> findRoomClashes(const std::vector<ExamSlot>& slots) {
    std::vector<Clash> clashes;
    for (size_t i = 0; i < slots.size(); ++i) {
        for (size_t j = i + 1; j < slots.size(); ++j) {
            if (slots[i].room == slots[j].room && overlaps(slots[i], slots[j])) {
                clashes.push_back({slots[i].courseCode, slots[j].courseCode, "room " + slots[i].room});
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
                bool takesFirst = std::find(courses.begin(), courses.end(), slots[i].courseCode) != courses.end();
                bool takesSecond = std::find(courses.begin(), courses.end(), slots[j].courseCode) != courses.end();
                if (takesFirst && takesSecond && overlaps(slots[i], slots[j])) {
                    clashes.push_back({slots[i].courseCode, slots[j].courseCode, "student " + studentId});
                }
            }
        }
    }
    return clashes;
}

void printClashes(const std::vector<Clash>& clashes) {
    for (const auto& clash : clashes) {
        std::cout << clash.first << " <-> " << clash.second << " (" << clash.reason << ")\n";
    }
}

int main() {
    std::vector<ExamSlot> slots = {
        {"MATH101", "Hall A", 1, 540, 120},
        {"PHYS110", "Hall A", 1, 600, 90},
        {"CHEM120", "Hall B", 1, 540, 180},
        {"HIST205", "Room 12", 2, 780, 120},
        {"ECON101", "Room 12", 2, 900, 120},
    };
    std::map<std::string, std::vector<std::string>> enrolments = {
        {"s1001", {"MATH101", "CHEM120"}},
        {"s1002", {"HIST205", "ECON101"}},
    };

    printClashes(findRoomClashes(slots));
    printClashes(findStudentClashes(slots, enrolments));
    return 0;
}
