    func boot(routes: RoutesBuilder) throws {
        // ... existing code ...
            registration.patch("bib", use: assignBib)
            registration.post("withdraw", use: withdraw)
        }
    }

    // ... existing code ...

    // POST /api/registrations/:registrationID/withdraw
    func withdraw(req: Request) async throws -> RegistrationDTO {
        guard let registration = try await Registration.find(req.parameters.get("registrationID"), on: req.db) else {
            throw Abort(.notFound, reason: "Registration not found")
        }
        guard registration.status != .withdrawn else {
            throw Abort(.badRequest, reason: "Runner has already withdrawn")
        }
        registration.status = .withdrawn
        // Free the bib so it can be reissued from the waitlist.
        registration.bibNumber = nil
        try await registration.update(on: req.db)
        return RegistrationDTO(registration)
    }
}
