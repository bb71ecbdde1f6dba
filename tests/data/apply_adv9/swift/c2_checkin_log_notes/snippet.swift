// ... existing code ...

    func checkIn(_ id: UUID, inspection: ReturnInspection) throws -> Vehicle {
        // ... existing code ...
        } else {
            vehicle.status = .available
        }

        if !inspection.notes.isEmpty {
            print("[fleet] \(vehicle.plate) returned with notes: \(inspection.notes)")
        }

        vehicles[id] = vehicle
        return vehicle
    }

// ... existing code ...
