final class Cart {
    // ... existing code ...

    func count() -> Int {
        var n = 0
        for item in items {
            n += item.qty
        }
        return n
    }
}
