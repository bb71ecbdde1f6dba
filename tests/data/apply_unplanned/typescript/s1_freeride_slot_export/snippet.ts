// ... rest of the store unchanged ...

  { id: "private-pm", kind: "private", label: "Private afternoon", start: "13:00", end: "16:00", maxStudents: 3, priceChf: 270 },
  { id: "freeride-am", kind: "freeride", label: "Off-piste morning", start: "08:30", end: "12:30", maxStudents: 5, priceChf: 160 },
];

export default { state, book, cancel, selectDate, spotsLeft, LESSON_SLOTS };
