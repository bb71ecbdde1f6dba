import XCTest
@testable import Reader

final class DateFormattingTests: XCTestCase {

    private var calendar: Calendar!
    private var now: Date!

    override func setUp() {
        super.setUp()
        calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        now = Date(timeIntervalSince1970: 1_700_000_000)
    }

    func testJustNow() {
        let date = now.addingTimeInterval(-20)
        XCTAssertEqual(RelativeDate.format(date, relativeTo: now, calendar: calendar), "just now")
    }

    func testMinutesAgo() {
        let date = now.addingTimeInterval(-5 * 60)
        XCTAssertEqual(RelativeDate.format(date, relativeTo: now, calendar: calendar), "5 min ago")
    }

    func testHoursAgo() {
        let date = now.addingTimeInterval(-3 * 3600)
        XCTAssertEqual(RelativeDate.format(date, relativeTo: now, calendar: calendar), "3 h ago")
    }

    func testYesterday() {
        let date = calendar.date(byAdding: .day, value: -1, to: now)!
        XCTAssertEqual(RelativeDate.format(date, relativeTo: now, calendar: calendar), "yesterday")
    }

    func testFutureDateIsClampedToJustNow() {
        let date = now.addingTimeInterval(90)
        XCTAssertEqual(RelativeDate.format(date, relativeTo: now, calendar: calendar), "just now")
    }

    func testDaysAgo() {
        let date = calendar.date(byAdding: .day, value: -4, to: now)!
        XCTAssertEqual(RelativeDate.format(date, relativeTo: now, calendar: calendar), "4 days ago")
    }
}
