import Foundation

enum VehicleStatus: String, Codable {
    case available
    case onRent = "on_rent"
    case inService = "in_service"
    case offRoad = "off_road"
}

struct Vehicle: Codable, Identifiable {
    let id: UUID
    let plate: String
    let model: String
    var status: VehicleStatus
    var odometer: Int
    var lastServiceOdometer: Int
    var fuelLevel: Double
}

struct ReturnInspection {
    let odometer: Int
    let fuelLevel: Double
    let newDamage: Bool
    let notes: String
}

final class FleetDesk {
    private var vehicles: [UUID: Vehicle] = [:]
    private let serviceInterval = 15_000

    func register(_ vehicle: Vehicle) {
        vehicles[vehicle.id] = vehicle
    }

    func checkOut(_ id: UUID) throws -> Vehicle {
        guard var vehicle = vehicles[id] else {
            throw FleetError.unknownVehicle(id)
        }
        guard vehicle.status == .available else {
            throw FleetError.notAvailable(vehicle.plate, vehicle.status)
        }
        vehicle.status = .onRent
        vehicles[id] = vehicle
        return vehicle
    }

    func checkIn(_ id: UUID, inspection: ReturnInspection) throws -> Vehicle {
        guard var vehicle = vehicles[id] else {
            throw FleetError.unknownVehicle(id)
        }
        guard vehicle.status == .onRent else {
            throw FleetError.notOnRent(vehicle.plate)
        }
        guard inspection.odometer >= vehicle.odometer else {
            throw FleetError.odometerRollback(vehicle.plate)
        }

        vehicle.odometer = inspection.odometer
        vehicle.fuelLevel = inspection.fuelLevel

        if inspection.newDamage {
            vehicle.status = .offRoad
        } else if vehicle.odometer - vehicle.lastServiceOdometer >= serviceInterval {
            vehicle.status = .inService
        } else {
            vehicle.status = .available
        }

        if !inspection.notes.isEmpty {
            print("[fleet] \(vehicle.plate) returned with notes: \(inspection.notes)")
        }

        vehicles[id] = vehicle
        return vehicle
    }

    func available() -> [Vehicle] {
        vehicles.values
            .filter { $0.status == .available }
            .sorted { $0.plate < $1.plate }
    }
}

enum FleetError: Error {
    case unknownVehicle(UUID)
    case notAvailable(String, VehicleStatus)
    case notOnRent(String)
    case odometerRollback(String)
}
