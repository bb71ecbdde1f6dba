import Foundation

/// A tariff band as configured in the back office.
struct Tariff {
    let firstHour: Decimal
    let perExtraHour: Decimal
    let dailyCap: Decimal
    let graceMinutes: Int
}

struct Ticket {
    let barcode: String
    let entry: Date
    var validatedBy: String?
}

enum FeeError: Error {
    case exitBeforeEntry
    case unknownTariff(String)
}

final class FeeCalculator {
    private let tariffs: [String: Tariff]

    init(tariffs: [String: Tariff]) {
        self.tariffs = tariffs
    }

    func tariff(named name: String) throws -> Tariff {
        guard let tariff = tariffs[name] else {
            throw FeeError.unknownTariff(name)
        }
        return tariff
    }

    /// Whole hours parked, rounded up, after the grace period.
    func billableHours(for ticket: Ticket, exitAt exit: Date, tariff: Tariff) throws -> Int {
        guard exit >= ticket.entry else { throw FeeError.exitBeforeEntry }
        let minutes = Int(exit.timeIntervalSince(ticket.entry) / 60)
        if minutes <= tariff.graceMinutes {
            return 0
        }
        return (minutes + 59) / 60
    }

    func fee(for ticket: Ticket, exitAt exit: Date, tariffName: String) throws -> Decimal {
        let tariff = try tariff(named: tariffName)
        let hours = try billableHours(for: ticket, exitAt: exit, tariff: tariff)
        if hours == 0 {
            return 0
        }
        let days = Decimal((hours + 23) / 24)
        let uncapped = tariff.firstHour + Decimal(hours - 1) * tariff.perExtraHour
        return min(uncapped, tariff.dailyCap * days)
    }

    /// Validated tickets (cinema, restaurant) get the first two hours free.
    func validatedFee(for ticket: Ticket, exitAt exit: Date, tariffName: String) throws -> Decimal {
        guard ticket.validatedBy != nil else {
            return try fee(for: ticket, exitAt: exit, tariffName: tariffName)
        }
        let shifted = Ticket(barcode: ticket.barcode, entry: ticket.entry.addingTimeInterval(2 * 3600), validatedBy: nil)
        if shifted.entry >= exit {
            return 0
        }
        return try fee(for: shifted, exitAt: exit, tariffName: tariffName)
    }

    /// Amount shown on the pay station, in whole cents.
    func displayCents(_ amount: Decimal) -> Int {
        var value = amount * 100
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        return NSDecimalNumber(decimal: rounded).intValue
    }
}
