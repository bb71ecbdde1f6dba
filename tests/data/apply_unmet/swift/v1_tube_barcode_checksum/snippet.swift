// ... existing code ...

enum BarcodeError: Error, Equatable {
    case wrongFieldCount(Int)
    case unknownPrefix(String)
    case badDate(String)
    case badSerial(String)
    case checksumMismatch(expected: Int, found: Int)
}

struct TubeBarcodeParser {
    // ... existing code ...

    func parse(_ raw: String) throws -> TubeBarcode {
        var fields = normalize(raw).split(separator: "-").map(String.init)
        // Labels printed since the 2024 printer upgrade carry a trailing mod-10 check digit.
        if fields.count == 4 {
            let check = fields.removeLast()
            let expected = fields.joined().unicodeScalars.reduce(0) { ($0 + Int($1.value)) % 10 }
            guard let found = Int(check), found == expected else {
                throw BarcodeError.checksumMismatch(expected: expected, found: Int(check) ?? -1)
            }
        }
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

    // ... existing code ...
}
