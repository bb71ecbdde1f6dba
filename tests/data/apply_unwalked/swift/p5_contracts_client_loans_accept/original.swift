import Foundation

enum ContractsAPIError: Error {
    case badStatus(Int)
    case decoding(Error)
}

struct ContractSummary: Decodable {
    let contractId: Int
    let playerName: String
    let clubCode: String
    let endsOn: Date
}

struct LoanSummary: Decodable {
    let loanId: Int
    let playerName: String
    let parentClubCode: String
    let borrowingClubCode: String
    let endsOn: Date
}

struct RenewalOffer: Decodable {
    let offerId: Int
    let contractId: Int
    let proposedWage: Decimal
    let expiresOn: Date
}

/// Thin client for the league registrations service, used by the club
/// secretary app to show who is under contract, out on loan, or negotiating.
final class ContractsClient {
    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        self.decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
    }

    func fetchContracts(club: String) async throws -> [ContractSummary] {
        var request = URLRequest(url: baseURL.appendingPathComponent("clubs/\(club)/contracts"))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.timeoutInterval = 15
        return try await send(request)
    }

    func fetchLoans(club: String) async throws -> [LoanSummary] {
        var request = URLRequest(url: baseURL.appendingPathComponent("clubs/\(club)/loans"))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.timeoutInterval = 15
        return try await send(request)
    }

    func fetchRenewals(club: String) async throws -> [RenewalOffer] {
        var request = URLRequest(url: baseURL.appendingPathComponent("clubs/\(club)/renewals"))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.timeoutInterval = 15
        return try await send(request)
    }

    private func send<T: Decodable>(_ request: URLRequest) async throws -> T {
        let (data, response) = try await session.data(for: request)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw ContractsAPIError.badStatus(http.statusCode)
        }
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw ContractsAPIError.decoding(error)
        }
    }
}
