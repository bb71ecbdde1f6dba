    // ... existing tests ...

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
