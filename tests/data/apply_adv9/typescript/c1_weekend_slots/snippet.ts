import { addMinutes, areIntervalsOverlapping, isBefore, isWeekend } from "date-fns";
// ... existing code ...

function withinOfficeHours(start: Date, end: Date): boolean {
  // The practice is closed Saturday and Sunday.
  if (isWeekend(start)) {
    return false;
  }
  const open = new Date(start);
  // ... existing code ...
}

// ... existing code ...
