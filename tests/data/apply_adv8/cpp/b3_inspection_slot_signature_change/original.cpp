#include "inspections/scheduler.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "inspections/calendar.h"
#include "permits/application.h"

namespace permits::inspections {

namespace {

constexpr int kMaxInspectionsPerDay = 6;
constexpr int kSlotMinutes = 90;

bool IsBusinessDay(const Date& date) {
  const Weekday day = date.weekday();
  return day != Weekday::kSaturday && day != Weekday::kSunday &&
         !CityHolidays().contains(date);
}

Date NextBusinessDay(Date date) {
  do {
    date = date.AddDays(1);
  } while (!IsBusinessDay(date));
  return date;
}

}  // namespace

InspectionScheduler::InspectionScheduler(const InspectorRoster& roster,
                                         Calendar& calendar)
    : roster_(roster), calendar_(calendar) {}

Slot InspectionScheduler::FindSlot(const Application& app, Date earliest) {
  Date day = IsBusinessDay(earliest) ? earliest : NextBusinessDay(earliest);
  for (int attempt = 0; attempt < 30; ++attempt) {
    for (const Inspector& inspector : roster_.QualifiedFor(app.permit_type())) {
      if (calendar_.BookedCount(inspector.id(), day) >= kMaxInspectionsPerDay) {
        continue;
      }
      const auto start = calendar_.FirstOpening(inspector.id(), day, kSlotMinutes);
      if (start.has_value()) {
        return Slot{inspector.id(), day, *start, kSlotMinutes};
      }
    }
    day = NextBusinessDay(day);
  }
  return Slot{};
}

std::vector<Slot> InspectionScheduler::ScheduleAll(
    const std::vector<Application>& apps, Date earliest) {
  std::vector<Slot> booked;
  booked.reserve(apps.size());
  for (const Application& app : apps) {
    Slot slot = FindSlot(app, earliest);
    if (slot.inspector_id.empty()) {
      continue;
    }
    calendar_.Book(slot, app.id());
    booked.push_back(slot);
  }
  return booked;
}

bool InspectionScheduler::Reschedule(const Application& app, const Slot& current) {
  calendar_.Cancel(current, app.id());
  Slot slot = FindSlot(app, NextBusinessDay(current.day));
  if (slot.inspector_id.empty()) {
    // Nothing better is open; put the applicant back where they were.
    calendar_.Book(current, app.id());
    return false;
  }
  calendar_.Book(slot, app.id());
  return true;
}

int InspectionScheduler::OpenCapacity(Date day) const {
  int open = 0;
  for (const Inspector& inspector : roster_.OnDuty(day)) {
    open += std::max(0, kMaxInspectionsPerDay - calendar_.BookedCount(inspector.id(), day));
  }
  return open;
}

}  // namespace permits::inspections
