import Foundation

/// Formats meter credits and energy figures for member statements.
struct CreditFormatter {
    private let currency: NumberFormatter
    private let energyFormat: NumberFormatter

    init(locale: Locale = Locale(identifier: "en_GB"), currencyCode: String = "GBP") {
        currency = NumberFormatter()
        currency.numberStyle = .currency
        currency.locale = locale
        currency.currencyCode = currencyCode

        energyFormat = NumberFormatter()
        energyFormat.numberStyle = .decimal
        energyFormat.locale = locale
        energyFormat.maximumFractionDigits = 1
    }

    func credit(cents: Int) -> String {
        let amount = Decimal(cents) / 100
        return currency.string(from: amount as NSDecimalNumber) ?? "–"
    }

    func energy(kWh: Double) -> String {
        if kWh >= 1000 {
            let value = energyFormat.string(from: NSNumber(value: kWh / 1000)) ?? "0"
            return "\(value) MWh"
        }
        let value = energyFormat.string(from: NSNumber(value: kWh)) ?? "0"
        return "\(value) kWh"
    }

    func exportRate(pencePerKWh: Double) -> String {
        String(format: "%.2fp/kWh", pencePerKWh)
    }

    func statementLine(memberNo: String, kWh: Double, cents: Int) -> String {
        "\(memberNo)  \(energy(kWh: kWh))  \(credit(cents: cents))"
    }

    func shares(count: Int) -> String {
        count == 1 ? "1 share" : "\(count) shares"
    }
}

extension CreditFormatter {
    static let shared = CreditFormatter()
}
