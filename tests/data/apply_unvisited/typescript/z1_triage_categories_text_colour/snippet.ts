// Manchester Triage System categories as shown on the waiting-room board.

export type TriageCategory = "immediate" | "very-urgent" | "urgent" | "standard" | "non-urgent";

export interface CategoryInfo {
  label: string;
  colour: string;
  textColour: string;
  targetMinutes: number;
}

export const CATEGORIES: Record<TriageCategory, CategoryInfo> = {
  immediate: { label: "Immediate", colour: "#d7263d", textColour: "#ffffff", targetMinutes: 0 },
  "very-urgent": { label: "Very urgent", colour: "#f46036", textColour: "#ffffff", targetMinutes: 10 },
  urgent: { label: "Urgent", colour: "#f2c14e", textColour: "#1b1b1b", targetMinutes: 60 },
  standard: { label: "Standard", colour: "#3a9d5d", textColour: "#ffffff", targetMinutes: 120 },
  "non-urgent": { label: "Non-urgent", colour: "#2e86ab", textColour: "#ffffff", targetMinutes: 240 },
};

export function isBreached(category: TriageCategory, waitedMinutes: number): boolean {
  return minutesRemaining(category, waitedMinutes) < 0;
}

export function minutesRemaining(category: TriageCategory, waitedMinutes: number): number {
  return CATEGORIES[category].targetMinutes - waitedMinutes;
}

export function sortByUrgency(categories: TriageCategory[]): TriageCategory[] {
  const order = Object.keys(CATEGORIES) as TriageCategory[];
  return [...categories].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

export function formatWait(waitedMinutes: number): string {
  if (waitedMinutes < 60) {
    return `${waitedMinutes} min`;
  }
  const hours = Math.floor(waitedMinutes / 60);
  const minutes = waitedMinutes % 60;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

export function boardLabel(category: TriageCategory, waitedMinutes: number): string {
  const info = CATEGORIES[category];
  const overdue = isBreached(category, waitedMinutes) ? " (overdue)" : "";
  return `${info.label}: waited ${formatWait(waitedMinutes)}${overdue}`;
}
