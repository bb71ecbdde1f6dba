final class CostumeInventory {
    // ... existing code ...

    func releaseAll(from production: String) {
        queue.sync {
            for (id, costume) in costumes where costume.production == production {
                var released = costume
                released.character = nil
                released.production = nil
                costumes[id] = released
            }
        }
    }
}
