import CryptoKit
import Foundation
import os.log

enum SigningError: Error {
    case envelopeExpired(String)
    case documentMissing(String)
    case serverRejected(status: Int, message: String)
}

struct SignatureField: Codable, Equatable {
    let id: String
    let page: Int
    let x: Double
    let y: Double
    let required: Bool
}

struct SigningPayload: Codable {
    let envelopeId: String
    let signerId: String
    let documentId: String
    /// Hex SHA-256 of the exact document bytes the signer saw, for the audit trail.
    let documentSHA256: String
    let signatureImage: Data
    let fieldValues: [String: String]
    let signedAt: Date
}

final class SigningSession {
    private let envelopeId: String
    private let signerId: String
    private let client: ESignAPIClient
    private let log = Logger(subsystem: "com.acme.esign", category: "SigningSession")

    private(set) var fields: [SignatureField] = []
    private var values: [String: String] = [:]

    init(envelopeId: String, signerId: String, client: ESignAPIClient) {
        self.envelopeId = envelopeId
        self.signerId = signerId
        self.client = client
    }

    func load() async throws {
        let envelope = try await client.fetchEnvelope(id: envelopeId)
        guard envelope.expiresAt > Date() else {
            throw SigningError.envelopeExpired(envelopeId)
        }
        fields = envelope.fields(for: signerId)
        log.info("Loaded \(self.fields.count) fields for envelope \(self.envelopeId, privacy: .public)")
    }

    func setValue(_ value: String, forField fieldId: String) {
        values[fieldId] = value
    }

    var missingRequiredFields: [SignatureField] {
        fields.filter { $0.required && (values[$0.id] ?? "").isEmpty }
    }

    func submit(documentId: String, signatureImage: Data) async throws {
        let document = try await client.fetchDocument(id: documentId)
        let digest = SHA256.hash(data: document).map { String(format: "%02x", $0) }.joined()
        let payload = SigningPayload(
            envelopeId: envelopeId,
            signerId: signerId,
            documentId: documentId,
            documentSHA256: digest,
            signatureImage: signatureImage,
            fieldValues: values,
            signedAt: Date()
        )
        let response = try await client.submitSignature(payload)
        guard (200..<300).contains(response.status) else {
            throw SigningError.serverRejected(status: response.status, message: response.message)
        }
        log.info("Signature submitted for envelope \(self.envelopeId, privacy: .public)")
    }
}
