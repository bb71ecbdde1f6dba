import Foundation

struct Item {
    let name: String
    let price: Double
    let qty: Int
}

final class Cart {
    private var items: [Item] = []

    func add(_ item: Item) {
        items.append(item)
    }

    func remove(named name: String) {
        items.removeAll { $0.name == name }
    }

    func total() -> Double {
        var sum = 0.0
        for item in items {
            sum += item.price * Double(item.qty)
        }
        return sum
    }

    func count() -> Int {
        var n = 0
        for item in items {
            n += item.qty
        }
        return n
    }
}

func formatPrice(_ value: Double) -> String {
    return String(format: "$%.2f", value)
}

func formatQty(_ value: Int) -> String {
    return "\(value) pcs"
}
