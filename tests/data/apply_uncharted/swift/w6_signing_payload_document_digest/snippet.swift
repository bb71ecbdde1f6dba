import CryptoKit
import Foundation
import os.log

// ... existing code ...

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

// ... existing code ...

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
        // ... existing code ...
    }
}
