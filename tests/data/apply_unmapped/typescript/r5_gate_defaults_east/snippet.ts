// ... existing code ...

export const DEFAULT_GATES: GateConfig[] = [
  { id: "north", lanes: 6, opensAt: "12:00" },
  { id: "south", lanes: 4, opensAt: "12:00" },
  { id: "east", lanes: 4, opensAt: "13:00" },
  { id: "artist", lanes: 1, opensAt: "10:00" },
];
