// ... existing code ...

function formatStreak(streak: string): string {
  if (!streak) return "-";
  const kind = streak[0] === "W" ? "Won" : "Lost";
  const length = Number(streak.slice(1));
  if (Number.isNaN(length)) return "-";
  return `${kind} ${length}`;
}

// ... existing code ...
