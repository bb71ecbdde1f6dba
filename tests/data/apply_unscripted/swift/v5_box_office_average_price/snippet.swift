struct BoxOfficeReport {
    // ... keep existing code

    var occupancy: Double {
        guard capacity > 0 else { return 0 }
        return Double(sales.count) / Double(capacity)
    }

    var averageTicketPrice: Decimal {
        guard ticketsSold > 0 else { return 0 }
        return grossRevenue / Decimal(ticketsSold)
    }

    // ... keep existing code

    func summaryLines() -> [String] {
        var lines: [String] = []
        lines.append("Performance \(performanceID)")
        lines.append("Sold: \(ticketsSold) / \(capacity)")
        lines.append(String(format: "Occupancy: %.0f%%", occupancy * 100))
        lines.append("Gross: \(grossRevenue)")
        lines.append("Comps: \(compsIssued)")
        lines.append("Average price: \(averageTicketPrice)")
        return lines
    }
}

// ... keep existing code
