import { differenceInMinutes, isSameDay, startOfDay } from "date-fns";
// ... existing imports ...

const TARDY_GRACE_MINUTES = 5;
const ABSENT_AFTER_MINUTES = 20;

// ... existing code ...

  private classify(section: Section, scannedAt: Date): AttendanceStatus {
    const start = section.startTimeOn(scannedAt);
    const minutesLate = differenceInMinutes(scannedAt, start);
    if (minutesLate <= TARDY_GRACE_MINUTES) {
      return "present";
    }
    if (minutesLate >= ABSENT_AFTER_MINUTES) {
      return "absent";
    }
    return "tardy";
  }

// ... existing code ...
