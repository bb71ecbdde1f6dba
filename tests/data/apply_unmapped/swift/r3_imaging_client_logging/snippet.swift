import Foundation
import os

private let log = Logger(subsystem: "com.brightsmile.imaging", category: "ImagingClient")

// ... existing code ...

    func fetchStudies(patientID: String) async throws -> [XrayStudy] {
        let request = makeRequest(path: "/patients/\(patientID)/studies")
        let (data, response) = try await session.data(for: request)
        try validate(response, data: data)
        let studies = try decoder.decode([XrayStudy].self, from: data)
        log.debug("Fetched \(studies.count) x-ray studies for patient \(patientID, privacy: .private)")
        return studies
    }

// ... existing code ...
