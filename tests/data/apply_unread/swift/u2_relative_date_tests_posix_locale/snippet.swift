final class RelativeDateFormatterTests: XCTestCase {
    // ...

    override func setUp() {
        super.setUp()
        calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter = RelativeDateFormatter(locale: Locale(identifier: "en_US_POSIX"), calendar: calendar)
        reference = ISO8601DateFormatter().date(from: "2024-03-15T12:00:00Z")
    }

    // ... (rest unchanged) ...

    func testYesterday() {
        let date = reference.addingTimeInterval(-86_400)
        XCTAssertEqual(formatter.string(for: date, relativeTo: reference), "Yesterday")
    }

    // ...
}
