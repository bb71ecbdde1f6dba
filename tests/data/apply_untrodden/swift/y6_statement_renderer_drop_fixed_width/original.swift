import Foundation

struct StatementLine {
    let postedAt: Date
    let description: String
    let amountMinor: Int64
    let runningBalanceMinor: Int64
}

struct Statement {
    let accountNumber: String
    let holderName: String
    let periodStart: Date
    let periodEnd: Date
    let openingBalanceMinor: Int64
    let lines: [StatementLine]

    var closingBalanceMinor: Int64 {
        lines.last?.runningBalanceMinor ?? openingBalanceMinor
    }
}

struct StatementRenderer {
    private let dateFormatter: DateFormatter
    private let amountFormatter: NumberFormatter

    init(locale: Locale = Locale(identifier: "en_GB")) {
        dateFormatter = DateFormatter()
        dateFormatter.locale = locale
        dateFormatter.dateFormat = "dd MMM yyyy"
        amountFormatter = NumberFormatter()
        amountFormatter.locale = locale
        amountFormatter.numberStyle = .currency
    }

    func header(for statement: Statement) -> [String] {
        let start = dateFormatter.string(from: statement.periodStart)
        let end = dateFormatter.string(from: statement.periodEnd)
        return [
            "Statement for \(statement.holderName)",
            "Account \(masked(statement.accountNumber))",
            "Period \(start) to \(end)",
        ]
    }

    func lineItems(for statement: Statement) -> [String] {
        statement.lines.map { line in
            let date = dateFormatter.string(from: line.postedAt)
            let amount = format(line.amountMinor)
            let balance = format(line.runningBalanceMinor)
            return "\(date)  \(line.description)  \(amount)  \(balance)"
        }
    }

    func legacyFixedWidthExport(_ statement: Statement) -> String {
        var rows: [String] = []
        for line in statement.lines {
            let date = dateFormatter.string(from: line.postedAt)
            rows.append(pad(date, width: 12) + pad(line.description, width: 40) + pad(String(line.amountMinor), width: 14))
        }
        return rows.joined(separator: "\r\n")
    }

    private func pad(_ value: String, width: Int) -> String {
        if value.count >= width {
            return String(value.prefix(width))
        }
        return value + String(repeating: " ", count: width - value.count)
    }

    func summaryLine(for statement: Statement) -> String {
        let opening = format(statement.openingBalanceMinor)
        let closing = format(statement.closingBalanceMinor)
        return "Opening balance \(opening)  Closing balance \(closing)"
    }

    private func masked(_ accountNumber: String) -> String {
        let suffix = accountNumber.suffix(4)
        return String(repeating: "*", count: max(0, accountNumber.count - 4)) + suffix
    }

    private func format(_ amountMinor: Int64) -> String {
        let value = Decimal(amountMinor) / 100
        return amountFormatter.string(from: value as NSDecimalNumber) ?? "\(value)"
    }
}
