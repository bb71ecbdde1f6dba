import Foundation

struct CartItem: Identifiable, Equatable {
    let id: UUID
    let productID: String
    let name: String
    let unitPrice: Decimal
    var quantity: Int

    init(id: UUID = UUID(), productID: String, name: String, unitPrice: Decimal, quantity: Int = 1) {
        self.id = id
        self.productID = productID
        self.name = name
        self.unitPrice = unitPrice
        self.quantity = quantity
    }

    var lineTotal: Decimal {
        unitPrice * Decimal(quantity)
    }

    mutating func increment() {
        quantity += 1
    }

    mutating func decrement() {
        quantity -= 1
    }
}

extension CartItem {
    static let preview = CartItem(
        productID: "sku-1042",
        name: "Ceramic Pour-Over Dripper",
        unitPrice: 24.50,
        quantity: 2
    )
}

extension Array where Element == CartItem {
    var subtotal: Decimal {
        reduce(0) { $0 + $1.lineTotal }
    }
}
