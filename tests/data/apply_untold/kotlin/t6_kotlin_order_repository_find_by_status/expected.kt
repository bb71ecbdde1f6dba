package com.acme.shop.data

import com.acme.shop.model.Customer
import com.acme.shop.model.Order
import com.acme.shop.model.OrderStatus
import java.time.Instant
import java.util.concurrent.ConcurrentHashMap

interface Repository<T, ID> {
    fun findById(id: ID): T?
    fun findAll(): List<T>
    fun save(entity: T): T
    fun delete(id: ID): Boolean
}

class CustomerRepository : Repository<Customer, Long> {
    private val store = ConcurrentHashMap<Long, Customer>()

    override fun findById(id: Long): Customer? = store[id]

    override fun findAll(): List<Customer> = store.values.sortedBy { it.id }

    override fun save(entity: Customer): Customer {
        store[entity.id] = entity
        return entity
    }

    override fun delete(id: Long): Boolean = store.remove(id) != null

    fun findByEmail(email: String): Customer? =
        store.values.firstOrNull { it.email.equals(email, ignoreCase = true) }
}

class OrderRepository(
    private val clock: () -> Instant = { Instant.now() },
) : Repository<Order, Long> {
    private val store = ConcurrentHashMap<Long, Order>()

    override fun findById(id: Long): Order? = store[id]

    override fun findAll(): List<Order> = store.values.sortedBy { it.id }

    override fun save(entity: Order): Order {
        val stamped = entity.copy(updatedAt = clock())
        store[stamped.id] = stamped
        return stamped
    }

    override fun delete(id: Long): Boolean = store.remove(id) != null

    fun findByCustomer(customerId: Long): List<Order> =
        store.values.filter { it.customerId == customerId }.sortedByDescending { it.createdAt }

    fun findByStatus(status: OrderStatus): List<Order> =
        store.values.filter { it.status == status }.sortedBy { it.createdAt }
}

class AuditRepository {
    private val entries = mutableListOf<String>()

    fun record(message: String) {
        synchronized(entries) { entries += message }
    }

    fun all(): List<String> = synchronized(entries) { entries.toList() }
}
