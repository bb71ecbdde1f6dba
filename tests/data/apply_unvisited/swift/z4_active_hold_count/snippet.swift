actor RoomInventory {
    // ... existing code ...

    func activeHoldCount(for roomType: RoomTypeCode) -> Int {
        let now = Date()
        return holds.values.filter { $0.roomType == roomType && !$0.isExpired(at: now) }.count
    }
}
