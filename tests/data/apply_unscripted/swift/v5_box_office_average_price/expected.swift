import Foundation

struct TicketSale {
    enum Channel: String {
        case online, boxOffice, phone, comp
    }

    let performanceID: String
    let seat: String
    let price: Decimal
    let channel: Channel
    let soldAt: Date
}

struct BoxOfficeReport {
    let performanceID: String
    let capacity: Int
    let sales: [TicketSale]

    var ticketsSold: Int {
        sales.filter { $0.channel != .comp }.count
    }

    var compsIssued: Int {
        sales.filter { $0.channel == .comp }.count
    }

    var grossRevenue: Decimal {
        sales.reduce(0) { $0 + $1.price }
    }

    var occupancy: Double {
        guard capacity > 0 else { return 0 }
        return Double(sales.count) / Double(capacity)
    }

    var averageTicketPrice: Decimal {
        guard ticketsSold > 0 else { return 0 }
        return grossRevenue / Decimal(ticketsSold)
    }

    func revenue(for channel: TicketSale.Channel) -> Decimal {
        sales.filter { $0.channel == channel }.reduce(0) { $0 + $1.price }
    }

    func count(for channel: TicketSale.Channel) -> Int {
        sales.filter { $0.channel == channel }.count
    }

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

extension BoxOfficeReport {
    static func merge(_ reports: [BoxOfficeReport]) -> [String: Decimal] {
        var totals: [String: Decimal] = [:]
        for report in reports {
            totals[report.performanceID, default: 0] += report.grossRevenue
        }
        return totals
    }
}
