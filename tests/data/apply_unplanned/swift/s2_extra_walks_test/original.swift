import XCTest
@testable import BoardingBilling

final class BoardingInvoiceTests: XCTestCase {
    private var prices: PriceList!
    private var builder: InvoiceBuilder!

    override func setUp() {
        super.setUp()
        prices = PriceList(nightly: [.small: 38, .medium: 45, .large: 55],
                           medicationDose: 6,
                           bath: [.small: 25, .medium: 32, .large: 40],
                           extraWalk: 8)
        builder = InvoiceBuilder(prices: prices)
    }

    func testNightsAreBilledAtKennelRate() throws {
        let stay = makeStay(size: .medium, nights: 3)
        let invoice = builder.build(for: stay)
        XCTAssertEqual(invoice.lines.count, 1)
        XCTAssertEqual(invoice.lines[0].total, 135)
    }

    func testMedicationDosesAddALine() throws {
        let stay = makeStay(size: .small, nights: 2, medicationDoses: 4)
        let invoice = builder.build(for: stay)
        XCTAssertEqual(invoice.lines.count, 2)
        XCTAssertEqual(invoice.lines[1].total, 24)
    }

    func testDepartureBathUsesKennelSize() throws {
        let stay = makeStay(size: .large, nights: 1, bath: true)
        let invoice = builder.build(for: stay)
        XCTAssertEqual(invoice.lines.count, 2)
        XCTAssertEqual(invoice.lines[1].total, 40)
    }

    func testSubtotalSumsAllLines() throws {
        let stay = makeStay(size: .small, nights: 2, medicationDoses: 2, bath: true)
        let invoice = builder.build(for: stay)
        XCTAssertEqual(invoice.subtotal, 76 + 12 + 25)
    }

    // MARK: - Helpers

    private func makeStay(size: KennelSize,
                          nights: Int,
                          medicationDoses: Int = 0,
                          bath: Bool = false,
                          extraWalksPerDay: Int = 0) -> BoardingStay {
        let checkIn = Date(timeIntervalSince1970: 1_700_000_000)
        let checkOut = checkIn.addingTimeInterval(TimeInterval(nights) * 86_400)
        return BoardingStay(id: 1, kennelSize: size, checkIn: checkIn, checkOut: checkOut,
                            medicationDoses: medicationDoses, bathOnDeparture: bath,
                            extraWalksPerDay: extraWalksPerDay)
    }
}
