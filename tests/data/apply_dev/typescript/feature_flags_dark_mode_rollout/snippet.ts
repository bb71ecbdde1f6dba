export const FLAGS = {
  // ... existing flags ...
  darkMode: {
    key: "dark-mode",
    description: "Dark theme toggle in the account menu",
    defaultValue: false,
    rolloutPercent: 50,
    owners: ["web-platform"],
  },
  // ... existing flags ...
} satisfies Record<string, FlagDefinition>;

// ... existing code ...
