    // ... existing tests ...

    func testDepartureBathUsesKennelSize() throws {
        let stay = makeStay(size: .large, nights: 1, bath: true)
        let invoice = builder.build(for: stay)
        XCTAssertEqual(invoice.lines.count, 2)
        XCTAssertEqual(invoice.lines[1].total, 40)
    }

    func testExtraWalksAreBilledPerNight() throws {
        let stay = makeStay(size: .medium, nights: 3, extraWalksPerDay: 2)
        let invoice = builder.build(for: stay)
        XCTAssertEqual(invoice.lines.count, 2)
        XCTAssertEqual(invoice.lines[1].total, 48)
    }

    // ... rest of the tests and helpers ...
