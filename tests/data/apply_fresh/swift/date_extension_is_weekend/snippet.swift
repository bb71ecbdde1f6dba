extension Date {
    // ... existing formatter and helpers ...

    var isWeekend: Bool {
        Calendar.current.isDateInWeekend(self)
    }
}
