import { Tab, TabLine, StaffMember } from "../domain/tab";
import { zero, percentOf } from "../domain/money";
import { requirePermission } from "../auth/permissions";
import { auditLog as audit } from "../audit/auditLog";
import { TabClosedError, LineNotFoundError } from "./errors";

function findLine(tab: Tab, lineId: string): TabLine {
  const line = tab.lines.find((l) => l.id === lineId);
  if (!line) {
    throw new LineNotFoundError(tab.id, lineId);
  }
  return line;
}

function replaceLine(tab: Tab, updated: TabLine): Tab {
  return {
    ...tab,
    lines: tab.lines.map((l) => (l.id === updated.id ? updated : l)),
    updatedAt: new Date().toISOString(),
  };
}

export function voidItem(
  tab: Tab,
  lineId: string,
  staff: StaffMember,
  reason: string,
): Tab {
  const line = findLine(tab, lineId);
  if (tab.status !== "open") {
    throw new TabClosedError(tab.id);
  }
  requirePermission(staff, "pos.void");
  audit.record({ tabId: tab.id, lineId, staffId: staff.id, action: "void", reason });
  return replaceLine(tab, { ...line, status: "voided" });
}

export function compItem(
  tab: Tab,
  lineId: string,
  staff: StaffMember,
  reason: string,
): Tab {
  const line = findLine(tab, lineId);
  if (tab.status !== "open") {
    throw new TabClosedError(tab.id);
  }
  requirePermission(staff, "pos.comp");
  audit.record({ tabId: tab.id, lineId, staffId: staff.id, action: "comp", reason });
  return replaceLine(tab, { ...line, price: zero(line.price.currency), status: "comped" });
}

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
  audit.record({
    tabId: tab.id,
    lineId,
    staffId: staff.id,
    action: "discount",
    reason: `${percent}% off`,
  });
  const discount = percentOf(line.price, percent);
  return replaceLine(tab, { ...line, discount, status: "discounted" });
}

export function restoreItem(tab: Tab, lineId: string, staff: StaffMember): Tab {
  const line = findLine(tab, lineId);
  if (tab.status !== "open") {
    throw new TabClosedError(tab.id);
  }
  requirePermission(staff, "pos.void");
  audit.record({ tabId: tab.id, lineId, staffId: staff.id, action: "restore", reason: "" });
  return replaceLine(tab, { ...line, discount: undefined, status: "active" });
}
