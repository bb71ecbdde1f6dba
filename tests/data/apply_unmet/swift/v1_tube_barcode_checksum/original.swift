import Foundation

/// Barcodes printed on sample tubes by the lab's label printers.
///
/// Format: `<prefix>-<yyMMdd>-<serial>` e.g. `BLD-240715-00412`.
struct TubeBarcode: Hashable, CustomStringConvertible {
    enum Kind: String, CaseIterable {
        case blood = "BLD"
        case saliva = "SAL"
        case tissue = "TIS"
        case extractedDNA = "DNA"
    }

    let kind: Kind
    let collectedOn: Date
    let serial: Int

    var description: String {
        "\(kind.rawValue)-\(TubeBarcode.dateFormatter.string(from: collectedOn))-\(String(format: "%05d", serial))"
    }

    static let dateFormatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyMMdd"
        return f
    }()
}

enum BarcodeError: Error, Equatable {
    case wrongFieldCount(Int)
    case unknownPrefix(String)
    case badDate(String)
    case badSerial(String)
}

struct TubeBarcodeParser {
    var allowedKinds: Set<TubeBarcode.Kind> = Set(TubeBarcode.Kind.allCases)

    func normalize(_ raw: String) -> String {
        raw.trimmingCharacters(in: .whitespacesAndNewlines)
            .uppercased()
            .replacingOccurrences(of: "_", with: "-")
    }

    func parse(_ raw: String) throws -> TubeBarcode {
        let fields = normalize(raw).split(separator: "-").map(String.init)
        guard fields.count == 3 else {
            throw BarcodeError.wrongFieldCount(fields.count)
        }
        guard let kind = TubeBarcode.Kind(rawValue: fields[0]), allowedKinds.contains(kind) else {
            throw BarcodeError.unknownPrefix(fields[0])
        }
        guard let date = TubeBarcode.dateFormatter.date(from: fields[1]) else {
            throw BarcodeError.badDate(fields[1])
        }
        guard let serial = Int(fields[2]), serial > 0 else {
            throw BarcodeError.badSerial(fields[2])
        }
        return TubeBarcode(kind: kind, collectedOn: date, serial: serial)
    }

    func parseBatch(_ lines: [String]) -> (parsed: [TubeBarcode], rejected: [(String, BarcodeError)]) {
        var parsed: [TubeBarcode] = []
        var rejected: [(String, BarcodeError)] = []
        for line in lines where !line.isEmpty {
            do {
                parsed.append(try parse(line))
            } catch let error as BarcodeError {
                rejected.append((line, error))
            } catch {
                continue
            }
        }
        return (parsed, rejected)
    }
}
