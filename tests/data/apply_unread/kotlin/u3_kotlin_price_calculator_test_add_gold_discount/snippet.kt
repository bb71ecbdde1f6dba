    // ... existing code ...

    @Test
    fun `rounds half up to cents`() {
        val total = calculator.total(listOf(item("A-1", "0.125")), Customer.guest())

        assertEquals(BigDecimal("0.15"), total)
    }

    @Test
    fun `gold members get ten percent off before tax`() {
        val customer = Customer(id = 7, tier = MembershipTier.GOLD)

        val total = calculator.total(listOf(item("A-1", "100.00")), customer)

        assertEquals(BigDecimal("108.00"), total)
    }
}
