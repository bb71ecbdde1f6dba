import Foundation

typealias RoomTypeCode = String

struct RoomHold: Identifiable, Sendable {
    let id: UUID
    let roomType: RoomTypeCode
    let nights: [Date]
    let createdAt: Date
    let ttl: TimeInterval

    func isExpired(at now: Date) -> Bool {
        now.timeIntervalSince(createdAt) > ttl
    }
}

enum InventoryError: Error {
    case soldOut(RoomTypeCode, Date)
    case unknownHold(UUID)
}

actor RoomInventory {
    private var allotments: [RoomTypeCode: [Date: Int]] = [:]
    private var holds: [UUID: RoomHold] = [:]
    private let holdTTL: TimeInterval

    init(holdTTL: TimeInterval = 900) {
        self.holdTTL = holdTTL
    }

    func setAllotment(_ count: Int, for roomType: RoomTypeCode, on night: Date) {
        allotments[roomType, default: [:]][night] = count
    }

    func availableCount(for roomType: RoomTypeCode, on night: Date) -> Int {
        let allotted = allotments[roomType]?[night] ?? 0
        let held = holds.values.filter { $0.roomType == roomType && $0.nights.contains(night) }.count
        return max(0, allotted - held)
    }

    func hold(_ roomType: RoomTypeCode, nights: [Date]) throws -> RoomHold {
        purgeExpired()
        for night in nights where availableCount(for: roomType, on: night) == 0 {
            throw InventoryError.soldOut(roomType, night)
        }
        let hold = RoomHold(id: UUID(), roomType: roomType, nights: nights, createdAt: Date(), ttl: holdTTL)
        holds[hold.id] = hold
        return hold
    }

    func release(_ holdID: UUID) throws {
        guard holds.removeValue(forKey: holdID) != nil else {
            throw InventoryError.unknownHold(holdID)
        }
    }

    private func purgeExpired() {
        let now = Date()
        holds = holds.filter { !$0.value.isExpired(at: now) }
    }

    func activeHoldCount(for roomType: RoomTypeCode) -> Int {
        let now = Date()
        return holds.values.filter { $0.roomType == roomType && !$0.isExpired(at: now) }.count
    }
}

extension RoomInventory {
    func isSoldOut(_ roomType: RoomTypeCode, nights: [Date]) -> Bool {
        nights.contains { availableCount(for: roomType, on: $0) == 0 }
    }

    func totalAvailable(for roomType: RoomTypeCode, on night: Date) -> Int {
        availableCount(for: roomType, on: night)
    }
}
