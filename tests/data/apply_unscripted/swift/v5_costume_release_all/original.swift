import Foundation

/// A single costume piece tracked by the wardrobe department.
struct Costume: Identifiable, Codable, Hashable {
    let id: UUID
    var name: String
    var size: String
    var production: String?
    var character: String?
    var needsRepair: Bool = false
}

enum InventoryError: Error {
    case notFound(UUID)
    case alreadyAssigned(String)
}

final class CostumeInventory {
    private(set) var costumes: [UUID: Costume] = [:]
    private let queue = DispatchQueue(label: "theatre.wardrobe.inventory")

    func add(_ costume: Costume) {
        queue.sync {
            costumes[costume.id] = costume
        }
    }

    func remove(id: UUID) throws {
        try queue.sync {
            guard costumes.removeValue(forKey: id) != nil else {
                throw InventoryError.notFound(id)
            }
        }
    }

    func assign(id: UUID, to character: String, in production: String) throws {
        try queue.sync {
            guard var costume = costumes[id] else {
                throw InventoryError.notFound(id)
            }
            if let current = costume.character, current != character {
                throw InventoryError.alreadyAssigned(current)
            }
            costume.character = character
            costume.production = production
            costumes[id] = costume
        }
    }

    func flagForRepair(id: UUID) throws {
        try queue.sync {
            guard var costume = costumes[id] else {
                throw InventoryError.notFound(id)
            }
            costume.needsRepair = true
            costumes[id] = costume
        }
    }

    func costumes(for production: String) -> [Costume] {
        queue.sync {
            costumes.values
                .filter { $0.production == production }
                .sorted { $0.name < $1.name }
        }
    }
}

extension CostumeInventory: CustomStringConvertible {
    var description: String {
        "CostumeInventory(\(costumes.count) pieces)"
    }
}
