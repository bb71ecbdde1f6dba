import Foundation

struct CartItem: Identifiable, Codable, Equatable {
    let id: UUID
    let productID: String
    let name: String
    let unitPrice: Decimal
    var quantity: Int

    var lineTotal: Decimal {
        unitPrice * Decimal(quantity)
    }
}

final class CartStore: ObservableObject {
    @Published private(set) var items: [CartItem] = []

    private let storageKey = "cart.items"
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        restore()
    }

    var subtotal: Decimal {
        items.reduce(0) { $0 + $1.lineTotal }
    }

    var itemCount: Int {
        items.reduce(0) { $0 + $1.quantity }
    }

    func add(productID: String, name: String, unitPrice: Decimal, quantity: Int = 1) {
        if let index = items.firstIndex(where: { $0.productID == productID }) {
            items[index].quantity += quantity
        } else {
            items.append(CartItem(id: UUID(), productID: productID, name: name, unitPrice: unitPrice, quantity: quantity))
        }
        persist()
    }

    func setQuantity(_ quantity: Int, for id: UUID) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        if quantity <= 0 {
            items.remove(at: index)
        } else {
            items[index].quantity = quantity
        }
        persist()
    }

    func remove(id: UUID) {
        items.removeAll { $0.id == id }
        persist()
    }

    func clear() {
        items.removeAll()
        persist()
    }

    private func persist() {
        guard let data = try? JSONEncoder().encode(items) else { return }
        defaults.set(data, forKey: storageKey)
    }

    private func restore() {
        guard
            let data = defaults.data(forKey: storageKey),
            let saved = try? JSONDecoder().decode([CartItem].self, from: data)
        else { return }
        items = saved
    }
}
