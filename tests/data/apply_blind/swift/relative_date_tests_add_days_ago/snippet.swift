// ... existing tests ...

    func testFutureDateIsClampedToJustNow() {
        let date = now.addingTimeInterval(90)
        XCTAssertEqual(RelativeDate.format(date, relativeTo: now, calendar: calendar), "just now")
    }

    func testDaysAgo() {
        let date = calendar.date(byAdding: .day, value: -4, to: now)!
        XCTAssertEqual(RelativeDate.format(date, relativeTo: now, calendar: calendar), "4 days ago")
    }
}
