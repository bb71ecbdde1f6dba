import Foundation

enum BagStatus: String, Codable {
    case checkedIn = "CHECKED_IN"
    case loaded = "LOADED"
    case offloaded = "OFFLOADED"
    case arrived = "ARRIVED"
    case missing = "MISSING"
}

enum BagTraceError: Error {
    case badResponse(Int)
    case invalidTag(String)
}

struct BagScan: Codable {
    let tagNumber: String
    let station: String
    let status: BagStatus
    let scannedAt: Date
}

struct TraceResult {
    let tagNumber: String
    let lastScan: BagScan?
    let isMishandled: Bool
}

final class BagTraceService {
    private let session: URLSession
    private let baseURL: URL
    private let decoder: JSONDecoder

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        self.decoder = decoder
    }

    func scans(for tagNumber: String) async throws -> [BagScan] {
        let url = baseURL.appendingPathComponent("bags/\(tagNumber)/scans")
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        guard http.statusCode == 200 else {
            throw BagTraceError.badResponse(http.statusCode)
        }
        return try decoder.decode([BagScan].self, from: data)
    }

    func trace(tagNumber: String, destination: String) async throws -> TraceResult {
        guard tagNumber.count == 10, tagNumber.allSatisfy(\.isNumber) else {
            throw BagTraceError.invalidTag(tagNumber)
        }
        let history = try await scans(for: tagNumber)
        let last = history.max(by: { $0.scannedAt < $1.scannedAt })
        let mishandled: Bool
        if let last = last {
            switch last.status {
            case .offloaded, .missing:
                mishandled = true
            case .arrived:
                // Arrived somewhere, but not where the passenger did.
                mishandled = last.station != destination
            case .checkedIn, .loaded:
                mishandled = false
            }
        } else {
            mishandled = true
        }
        return TraceResult(tagNumber: tagNumber, lastScan: last, isMishandled: mishandled)
    }

    func trace(tagNumbers: [String], destination: String) async throws -> [TraceResult] {
        var results: [TraceResult] = []
        for tag in tagNumbers {
            results.append(try await trace(tagNumber: tag, destination: destination))
        }
        return results
    }
}
