    // ... existing code ...
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
    // ... existing code ...
