  def mileageReimbursement(visits: Seq[FieldVisit]): BigDecimal = {
    // ... existing code ...
    (BigDecimal(miles) * MileageRate).setScale(2, BigDecimal.RoundingMode.HALF_UP)
  }
