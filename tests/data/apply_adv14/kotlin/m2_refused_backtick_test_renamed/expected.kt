package com.example.cart

import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class CartServiceTest {

    private lateinit var repository: FakeCartRepository
    private lateinit var service: CartService

    @BeforeEach
    fun setUp() {
        repository = FakeCartRepository()
        service = CartService(repository, PriceCalculator(taxRate = 0.2))
    }

    @Test
    fun `adding an item stores it`() = runTest {
        service.add(userId = 1, sku = "A-1", quantity = 2)

        val cart = repository.find(1)
        assertEquals(1, cart.items.size)
        assertEquals(2, cart.items.first().quantity)
    }

    @Test
    fun `adding the same item twice sums the quantity`() = runTest {
        service.add(userId = 1, sku = "A-1", quantity = 2)
        service.add(userId = 1, sku = "A-1", quantity = 3)

        val cart = repository.find(1)
        assertEquals(1, cart.items.size)
        assertEquals(5, cart.items.first().quantity)
    }

    @Test
    fun `zero or negative quantity is rejected`() = runTest {
        assertThrows<IllegalArgumentException> {
            service.add(userId = 1, sku = "A-1", quantity = 0)
        }
        assertThrows<IllegalArgumentException> {
            service.add(userId = 1, sku = "A-1", quantity = -1)
        }
    }

    @Test
    fun `total includes tax`() = runTest {
        service.add(userId = 1, sku = "A-1", quantity = 1)

        val total = service.total(userId = 1)
        assertEquals(12.0, total, 0.001)
    }
}
