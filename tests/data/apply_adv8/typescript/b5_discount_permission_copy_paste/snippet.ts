// ... existing code ...

export function discountItem(
  tab: Tab,
  lineId: string,
  staff: StaffMember,
  percent: number,
): Tab {
  const line = findLine(tab, lineId);
  if (tab.status !== "open") {
    throw new TabClosedError(tab.id);
  }
  requirePermission(staff, "pos.discount");
  // ... existing code ...
}

// ... existing code ...
