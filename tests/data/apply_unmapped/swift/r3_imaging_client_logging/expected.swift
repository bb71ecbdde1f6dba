import Foundation
import os

private let log = Logger(subsystem: "com.brightsmile.imaging", category: "ImagingClient")

/// An x-ray study as returned by the clinic imaging gateway (PACS bridge).
struct XrayStudy: Codable, Identifiable {
    let id: String
    let patientID: String
    let modality: String
    let takenAt: Date
    let toothNumbers: [Int]
}

struct XrayUploadReceipt: Codable {
    let studyID: String
    let storedBytes: Int
}

enum ImagingClientError: Error {
    case badStatus(Int, String)
    case missingPayload
}

final class ImagingClient {
    private let baseURL: URL
    private let session: URLSession
    private let token: String
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    init(baseURL: URL, token: String, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.token = token
        self.session = session
    }

    func fetchStudies(patientID: String) async throws -> [XrayStudy] {
        let request = makeRequest(path: "/patients/\(patientID)/studies")
        let (data, response) = try await session.data(for: request)
        try validate(response, data: data)
        let studies = try decoder.decode([XrayStudy].self, from: data)
        log.debug("Fetched \(studies.count) x-ray studies for patient \(patientID, privacy: .private)")
        return studies
    }

    func fetchStudy(id: String) async throws -> XrayStudy {
        let request = makeRequest(path: "/studies/\(id)")
        let (data, response) = try await session.data(for: request)
        try validate(response, data: data)
        return try decoder.decode(XrayStudy.self, from: data)
    }

    func upload(dicom: Data, patientID: String, modality: String) async throws -> XrayUploadReceipt {
        var request = makeRequest(path: "/patients/\(patientID)/studies?modality=\(modality)")
        request.httpMethod = "POST"
        request.setValue("application/dicom", forHTTPHeaderField: "Content-Type")
        let (data, response) = try await session.upload(for: request, from: dicom)
        try validate(response, data: data)
        return try decoder.decode(XrayUploadReceipt.self, from: data)
    }

    private func makeRequest(path: String) -> URLRequest {
        var request = URLRequest(url: URL(string: path, relativeTo: baseURL)!)
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.timeoutInterval = 30
        return request
    }

    private func validate(_ response: URLResponse, data: Data) throws {
        guard let http = response as? HTTPURLResponse else { throw ImagingClientError.missingPayload }
        guard (200..<300).contains(http.statusCode) else {
            throw ImagingClientError.badStatus(http.statusCode, String(decoding: data, as: UTF8.self))
        }
    }
}
