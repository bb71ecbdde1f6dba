// ... existing code ...
constexpr int kSlotMinutes = 90;
constexpr int kSchedulingHorizonDays = 30;
constexpr int kRescheduleHorizonDays = 10;

// ... existing code ...

std::optional<Slot> InspectionScheduler::FindSlot(const Application& app, Date earliest,
                                                  int max_days_ahead) {
  Date day = IsBusinessDay(earliest) ? earliest : NextBusinessDay(earliest);
  for (int attempt = 0; attempt < max_days_ahead; ++attempt) {
    // ... existing code ...
  }
  return std::nullopt;
}

std::vector<Slot> InspectionScheduler::ScheduleAll(
    const std::vector<Application>& apps, Date earliest) {
  std::vector<Slot> booked;
  booked.reserve(apps.size());
  for (const Application& app : apps) {
    std::optional<Slot> slot = FindSlot(app, earliest, kSchedulingHorizonDays);
    if (!slot.has_value()) {
      continue;
    }
    calendar_.Book(*slot, app.id());
    booked.push_back(*slot);
  }
  return booked;
}

bool InspectionScheduler::Reschedule(const Application& app, const Slot& current) {
  calendar_.Cancel(current, app.id());
  std::optional<Slot> slot =
      FindSlot(app, NextBusinessDay(current.day), kRescheduleHorizonDays);
  if (!slot.has_value()) {
    // Nothing better is open; put the applicant back where they were.
    calendar_.Book(current, app.id());
    return false;
  }
  calendar_.Book(*slot, app.id());
  return true;
}

// ... existing code ...
