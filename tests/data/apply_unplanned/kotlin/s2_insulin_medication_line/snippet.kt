// ... existing code ...

    fun medicationLine(stay: BoardingStay): InvoiceLine? {
        if (stay.medicationDoses == 0) return null
        val doses = if (stay.insulinDependent) stay.medicationDoses + 1 else stay.medicationDoses
        val price = if (stay.insulinDependent) prices.injectableDose else prices.medicationDose
        return InvoiceLine("Medication administration", doses, price)
    }

// ... existing code ...
