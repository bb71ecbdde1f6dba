class Cart {
    // ... existing code ...

    fun count(): Int {
        var n = 0
        for (item in items) {
            n += item.qty
        }
        return n
    }
}
