// ... existing code ...
    @Test
    fun `zero or negative quantity is rejected`() = runTest {
        assertThrows<IllegalArgumentException> {
            service.add(userId = 1, sku = "A-1", quantity = 0)
        }
        assertThrows<IllegalArgumentException> {
            service.add(userId = 1, sku = "A-1", quantity = -1)
        }
    }
// ... existing code ...
