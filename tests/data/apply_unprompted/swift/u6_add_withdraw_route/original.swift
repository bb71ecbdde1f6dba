import Fluent
import Vapor

struct RegistrationController: RouteCollection {
    func boot(routes: RoutesBuilder) throws {
        let registrations = routes.grouped("api", "registrations")
        registrations.get(use: index)
        registrations.post(use: create)
        registrations.group(":registrationID") { registration in
            registration.get(use: show)
            registration.patch("corral", use: updateCorral)
            registration.patch("bib", use: assignBib)
        }
    }

    // GET /api/registrations?raceID=...
    func index(req: Request) async throws -> [RegistrationDTO] {
        let raceID = try req.query.get(UUID.self, at: "raceID")
        let registrations = try await Registration.query(on: req.db)
            .filter(\.$race.$id == raceID)
            .sort(\.$bibNumber)
            .all()
        return registrations.map(RegistrationDTO.init)
    }

    // POST /api/registrations
    func create(req: Request) async throws -> RegistrationDTO {
        try RegistrationInput.validate(content: req)
        let input = try req.content.decode(RegistrationInput.self)
        let registration = Registration(
            raceID: input.raceID,
            runnerName: input.runnerName,
            email: input.email,
            predictedFinish: input.predictedFinish
        )
        try await registration.save(on: req.db)
        return RegistrationDTO(registration)
    }

    // GET /api/registrations/:registrationID
    func show(req: Request) async throws -> RegistrationDTO {
        guard let registration = try await Registration.find(req.parameters.get("registrationID"), on: req.db) else {
            throw Abort(.notFound, reason: "Registration not found")
        }
        return RegistrationDTO(registration)
    }

    // PATCH /api/registrations/:registrationID/corral
    func updateCorral(req: Request) async throws -> RegistrationDTO {
        guard let registration = try await Registration.find(req.parameters.get("registrationID"), on: req.db) else {
            throw Abort(.notFound, reason: "Registration not found")
        }
        let input = try req.content.decode(CorralInput.self)
        registration.corral = input.corral
        try await registration.update(on: req.db)
        return RegistrationDTO(registration)
    }

    // PATCH /api/registrations/:registrationID/bib
    func assignBib(req: Request) async throws -> RegistrationDTO {
        guard let registration = try await Registration.find(req.parameters.get("registrationID"), on: req.db) else {
            throw Abort(.notFound, reason: "Registration not found")
        }
        let input = try req.content.decode(BibInput.self)
        let taken = try await Registration.query(on: req.db)
            .filter(\.$race.$id == registration.$race.id)
            .filter(\.$bibNumber == input.bibNumber)
            .count()
        guard taken == 0 else {
            throw Abort(.conflict, reason: "Bib \(input.bibNumber) is already assigned")
        }
        registration.bibNumber = input.bibNumber
        try await registration.update(on: req.db)
        return RegistrationDTO(registration)
    }
}
