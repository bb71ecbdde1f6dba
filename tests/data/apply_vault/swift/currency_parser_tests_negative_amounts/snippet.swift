    // ... existing tests ...

    func testParsesNegativeAmounts() throws {
        let amount = try parser.parse("-$8.25")
        XCTAssertEqual(amount.minorUnits, -825)

        let accounting = try parser.parse("($8.25)")
        XCTAssertEqual(accounting.minorUnits, -825)
    }
}
