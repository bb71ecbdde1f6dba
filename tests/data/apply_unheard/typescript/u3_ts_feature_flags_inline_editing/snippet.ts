// ... keep existing code
  | "darkMode"
  | "inlineEditing";

// ... keep existing code
  darkMode: {
    description: "Dark color scheme toggle in user settings",
    rolloutPercent: 100,
    environments: ["development", "staging", "production"],
  },
  inlineEditing: {
    description: "Edit table cells in place instead of opening a modal",
    rolloutPercent: 0,
    environments: ["development"],
  },
};

// ... keep existing code
