import XCTest
@testable import Budget

final class CurrencyParserTests: XCTestCase {
    private var parser: CurrencyParser!

    override func setUp() {
        super.setUp()
        parser = CurrencyParser(locale: Locale(identifier: "en_US"))
    }

    override func tearDown() {
        parser = nil
        super.tearDown()
    }

    func testParsesWholeDollars() throws {
        let amount = try parser.parse("$42")
        XCTAssertEqual(amount.minorUnits, 4200)
        XCTAssertEqual(amount.currencyCode, "USD")
    }

    func testParsesCents() throws {
        let amount = try parser.parse("$3.07")
        XCTAssertEqual(amount.minorUnits, 307)
    }

    func testParsesThousandsSeparators() throws {
        let amount = try parser.parse("$1,234,567.89")
        XCTAssertEqual(amount.minorUnits, 123_456_789)
    }

    func testIgnoresSurroundingWhitespace() throws {
        let amount = try parser.parse("  $15.50 \n")
        XCTAssertEqual(amount.minorUnits, 1550)
    }

    func testRejectsEmptyString() {
        XCTAssertThrowsError(try parser.parse("")) { error in
            XCTAssertEqual(error as? CurrencyParser.Error, .empty)
        }
    }

    func testRejectsGarbage() {
        XCTAssertThrowsError(try parser.parse("twelve dollars")) { error in
            XCTAssertEqual(error as? CurrencyParser.Error, .invalidFormat)
        }
    }
}
