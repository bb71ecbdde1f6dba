package com.acme.orders.data

import com.acme.orders.domain.Order
import com.acme.orders.domain.OrderStatus
import com.acme.orders.testing.TestDatabase
import java.math.BigDecimal
import java.time.Instant
import kotlin.test.assertEquals
import kotlin.test.assertNull
import kotlin.test.assertTrue
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test

class OrderRepositoryTest {

    private lateinit var db: TestDatabase
    private lateinit var repository: OrderRepository

    @BeforeEach
    fun setUp() {
        db = TestDatabase.fresh()
        repository = OrderRepository(db.dataSource)
    }

    private fun sampleOrder(
        customerId: Long = 42L,
        status: OrderStatus = OrderStatus.PENDING,
        total: String = "19.99",
    ) = Order(
        id = 0L,
        customerId = customerId,
        status = status,
        total = BigDecimal(total),
        createdAt = Instant.parse("2024-03-01T10:15:30Z"),
    )

    @Test
    fun `insert assigns a generated id`() {
        val id = repository.insert(sampleOrder())

        assertTrue(id > 0)
    }

    @Test
    fun `findById returns the stored order`() {
        val id = repository.insert(sampleOrder(total = "42.50"))

        val found = repository.findById(id)

        assertEquals(BigDecimal("42.50"), found?.total)
        assertEquals(42L, found?.customerId)
    }

    @Test
    fun `findById returns null for unknown id`() {
        assertNull(repository.findById(9_999L))
    }

    @Test
    fun `findByStatus only returns matching orders`() {
        repository.insert(sampleOrder(status = OrderStatus.PENDING))
        repository.insert(sampleOrder(status = OrderStatus.SHIPPED))
        repository.insert(sampleOrder(status = OrderStatus.SHIPPED))

        val shipped = repository.findByStatus(OrderStatus.SHIPPED)

        assertEquals(2, shipped.size)
        assertTrue(shipped.all { it.status == OrderStatus.SHIPPED })
    }

    @Test
    fun `updateStatus changes the stored status`() {
        val id = repository.insert(sampleOrder())

        val updated = repository.updateStatus(id, OrderStatus.CANCELLED)

        assertTrue(updated)
        assertEquals(OrderStatus.CANCELLED, repository.findById(id)?.status)
    }

    @Test
    fun `findByCustomer only returns that customer's orders`() {
        repository.insert(sampleOrder(customerId = 7L, total = "10.00"))
        repository.insert(sampleOrder(customerId = 8L, total = "20.00"))
        repository.insert(sampleOrder(customerId = 7L, total = "30.00"))

        val orders = repository.findByCustomer(7L)

        assertEquals(2, orders.size)
        assertTrue(orders.all { it.customerId == 7L })
    }
}
