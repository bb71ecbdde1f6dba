// ... existing code ...
  lastName: {
    label: "Last name",
    required: true,
    minLength: 1,
    maxLength: 100,
    message: "Please enter your last name.",
  },
// ... existing code ...
