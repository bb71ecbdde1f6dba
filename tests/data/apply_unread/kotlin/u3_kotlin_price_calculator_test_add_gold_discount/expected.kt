package com.acme.billing.pricing

import com.acme.billing.model.Customer
import com.acme.billing.model.LineItem
import com.acme.billing.model.MembershipTier
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import java.math.BigDecimal

class PriceCalculatorTest {

    private lateinit var calculator: PriceCalculator

    @BeforeEach
    fun setUp() {
        calculator = PriceCalculator(taxRate = BigDecimal("0.20"))
    }

    private fun item(sku: String, price: String, quantity: Int = 1) =
        LineItem(sku = sku, unitPrice = BigDecimal(price), quantity = quantity)

    @Test
    fun `empty cart costs nothing`() {
        val total = calculator.total(emptyList(), Customer.guest())

        assertEquals(BigDecimal("0.00"), total)
    }

    @Test
    fun `adds tax to a single item`() {
        val total = calculator.total(listOf(item("A-1", "10.00")), Customer.guest())

        assertEquals(BigDecimal("12.00"), total)
    }

    @Test
    fun `multiplies unit price by quantity`() {
        val total = calculator.total(listOf(item("A-1", "2.50", quantity = 4)), Customer.guest())

        assertEquals(BigDecimal("12.00"), total)
    }

    @Test
    fun `sums several items`() {
        val items = listOf(item("A-1", "10.00"), item("B-2", "5.00", quantity = 2))

        val total = calculator.total(items, Customer.guest())

        assertEquals(BigDecimal("24.00"), total)
    }

    @Test
    fun `silver members get no discount`() {
        val customer = Customer(id = 3, tier = MembershipTier.SILVER)

        val total = calculator.total(listOf(item("A-1", "100.00")), customer)

        assertEquals(BigDecimal("120.00"), total)
    }

    @Test
    fun `rejects negative quantities`() {
        assertThrows(IllegalArgumentException::class.java) {
            calculator.total(listOf(item("A-1", "10.00", quantity = -1)), Customer.guest())
        }
    }

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
