import XCTest
@testable import Timeline

final class RelativeDateFormatterTests: XCTestCase {
    private var calendar: Calendar!
    private var formatter: RelativeDateFormatter!
    private var reference: Date!

    override func setUp() {
        super.setUp()
        calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter = RelativeDateFormatter(locale: Locale(identifier: "en_US"))
        reference = ISO8601DateFormatter().date(from: "2024-03-15T12:00:00Z")
    }

    override func tearDown() {
        formatter = nil
        reference = nil
        super.tearDown()
    }

    func testJustNow() {
        let date = reference.addingTimeInterval(-20)
        XCTAssertEqual(formatter.string(for: date, relativeTo: reference), "just now")
    }

    func testMinutesAgo() {
        let date = reference.addingTimeInterval(-5 * 60)
        XCTAssertEqual(formatter.string(for: date, relativeTo: reference), "5 minutes ago")
    }

    func testHoursAgo() {
        let date = reference.addingTimeInterval(-3 * 3_600)
        XCTAssertEqual(formatter.string(for: date, relativeTo: reference), "3 hours ago")
    }

    func testYesterday() {
        let date = reference.addingTimeInterval(-86_400)
        XCTAssertEqual(formatter.string(for: date, relativeTo: reference), "yesterday")
    }

    func testDaysAgo() {
        let date = reference.addingTimeInterval(-3 * 86_400)
        XCTAssertEqual(formatter.string(for: date, relativeTo: reference), "3 days ago")
    }

    func testOlderDatesUseShortDate() {
        let date = reference.addingTimeInterval(-40 * 86_400)
        XCTAssertEqual(formatter.string(for: date, relativeTo: reference), "Feb 4, 2024")
    }

    func testFutureDatesAreClamped() {
        let date = reference.addingTimeInterval(120)
        XCTAssertEqual(formatter.string(for: date, relativeTo: reference), "just now")
    }
}
