final class Cart {
    // ... existing code ...

    func remove(named name: String) {
        items.removeAll { $0.name.lowercased() == name.lowercased() }
    }

    // ... existing code ...
}
