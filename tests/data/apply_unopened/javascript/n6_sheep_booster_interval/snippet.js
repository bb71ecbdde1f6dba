// ... existing code ...

function sheepBoosterDue(animal, today) {
  const last = latestDose(animal, "clostridial-7in1");
  if (!last) {
    return { due: true, dueOn: null, reason: "no recorded dose" };
  }
  const dueOn = addDays(new Date(last.givenOn), 182); // six-monthly for the ewe flock
  return {
    due: differenceInCalendarDays(dueOn, today) <= REMINDER_WINDOW_DAYS,
    dueOn,
    reason: "clostridial booster",
  };
}

// ... existing code ...
