package com.example.shop

import java.math.BigDecimal

data class Item(val name: String, val price: BigDecimal, val qty: Int)

class Cart {
    private val items = mutableListOf<Item>()

    fun add(item: Item) {
        items.add(item)
    }

    fun remove(name: String) {
        items.removeAll { it.name == name }
    }

    fun total(): BigDecimal {
        var sum = BigDecimal.ZERO
        for (item in items) {
            sum += item.price * BigDecimal(item.qty)
        }
        return sum
    }

    fun count(): Int {
        var n = 0
        for (item in items) {
            n += item.qty
        }
        return n
    }
}

fun formatPrice(value: BigDecimal): String {
    return "$" + value.setScale(2).toPlainString()
}

fun formatQty(value: Int): String {
    return value.toString() + " pcs"
}
