import Foundation

struct CartItem: Identifiable, Equatable {
    let id: UUID
    let productID: String
    let name: String
    let unitPrice: Decimal
    var quantity: Int
}

struct Coupon: Equatable {
    let code: String
    let percentOff: Decimal
    let expiresAt: Date?
}

enum CouponError: Error, Equatable {
    case unknownCode
    case expired
    case alreadyApplied
}

@MainActor
final class CartModel: ObservableObject {
    @Published private(set) var items: [CartItem] = []
    @Published private(set) var coupon: Coupon?

    private let catalog: CouponCatalog

    init(catalog: CouponCatalog) {
        self.catalog = catalog
    }

    var subtotal: Decimal {
        items.reduce(0) { $0 + $1.unitPrice * Decimal($1.quantity) }
    }

    var discount: Decimal {
        guard let coupon else { return 0 }
        return subtotal * coupon.percentOff / 100
    }

    var total: Decimal {
        subtotal - discount
    }

    func add(productID: String, name: String, unitPrice: Decimal) {
        if let index = items.firstIndex(where: { $0.productID == productID }) {
            items[index].quantity += 1
        } else {
            items.append(CartItem(id: UUID(), productID: productID, name: name, unitPrice: unitPrice, quantity: 1))
        }
    }

    func remove(productID: String) {
        guard let index = items.firstIndex(where: { $0.productID == productID }) else { return }
        if items[index].quantity > 1 {
            items[index].quantity -= 1
        } else {
            items.remove(at: index)
        }
    }

    func applyCoupon(_ code: String, now: Date = Date()) throws {
        let normalized = code.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        guard coupon?.code != normalized else {
            throw CouponError.alreadyApplied
        }
        guard let found = catalog.coupon(for: normalized) else {
            throw CouponError.unknownCode
        }
        if let expiresAt = found.expiresAt, expiresAt < now {
            throw CouponError.expired
        }
        coupon = found
    }

    func removeCoupon() {
        coupon = nil
    }

    func clear() {
        items.removeAll()
        coupon = nil
    }
}
