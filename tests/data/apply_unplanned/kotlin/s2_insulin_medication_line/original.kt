package org.riversidevet.boarding.billing

import java.math.BigDecimal
import java.math.RoundingMode
import java.time.temporal.ChronoUnit

data class InvoiceLine(val description: String, val quantity: Int, val unitPrice: BigDecimal) {
    val total: BigDecimal get() = unitPrice.multiply(BigDecimal(quantity))
}

data class Invoice(val stayId: Long, val lines: List<InvoiceLine>) {
    val subtotal: BigDecimal get() = lines.fold(BigDecimal.ZERO) { acc, line -> acc + line.total }
}

class BoardingInvoiceBuilder(private val prices: PriceList) {

    fun nightsLine(stay: BoardingStay): InvoiceLine {
        val nights = ChronoUnit.DAYS.between(stay.checkIn, stay.checkOut).toInt()
        val price = prices.nightlyRate(stay.kennelSize)
        return InvoiceLine("Boarding (${stay.kennelSize.label})", nights, price)
    }

    fun medicationLine(stay: BoardingStay): InvoiceLine? {
        if (stay.medicationDoses == 0) return null
        val price = prices.medicationDose
        return InvoiceLine("Medication administration", stay.medicationDoses, price)
    }

    fun bathLine(stay: BoardingStay): InvoiceLine? {
        if (!stay.bathOnDeparture) return null
        val price = prices.bath(stay.kennelSize)
        return InvoiceLine("Departure bath", 1, price)
    }

    fun walksLine(stay: BoardingStay): InvoiceLine? {
        if (stay.extraWalksPerDay == 0) return null
        val nights = ChronoUnit.DAYS.between(stay.checkIn, stay.checkOut).toInt()
        val price = prices.extraWalk
        return InvoiceLine("Extra walks", stay.extraWalksPerDay * nights, price)
    }

    fun build(stay: BoardingStay): Invoice {
        val lines = listOfNotNull(
            nightsLine(stay),
            medicationLine(stay),
            bathLine(stay),
            walksLine(stay),
        )
        return Invoice(stay.id, lines)
    }

    fun deposit(stay: BoardingStay): BigDecimal =
        nightsLine(stay).total
            .multiply(prices.depositRate)
            .setScale(2, RoundingMode.HALF_UP)
}
