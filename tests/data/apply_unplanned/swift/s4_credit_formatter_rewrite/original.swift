import Foundation

/// Formats meter credits and energy figures for member statements.
struct CreditFormatter {
    private let currency: NumberFormatter
    private let energyFormat: NumberFormatter

    init(locale: Locale = Locale(identifier: "en_GB")) {
        currency = NumberFormatter()
        currency.numberStyle = .currency
        currency.locale = locale

        energyFormat = NumberFormatter()
        energyFormat.numberStyle = .decimal
        energyFormat.locale = locale
        energyFormat.maximumFractionDigits = 1
    }

    func credit(cents: Int) -> String {
        let amount = Double(cents) / 100
        return currency.string(from: NSNumber(value: amount)) ?? "£0.00"
    }

    func energy(kWh: Double) -> String {
        let value = energyFormat.string(from: NSNumber(value: kWh)) ?? "0"
        return "\(value) kWh"
    }

    func exportRate(penceperKWh: Double) -> String {
        String(format: "%.2fp/kWh", penceperKWh)
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
