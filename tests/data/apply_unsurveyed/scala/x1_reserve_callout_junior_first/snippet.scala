class ReserveCalloutPolicy(minNotice: Duration, maxCalloutsPerMonth: Int) {

  // ... existing code ...

  // CBA art. 14.3: among equally used reserves, the most junior is called first.
  def rank(candidates: Seq[ReserveCrew]): Seq[ReserveCrew] =
    candidates.sortBy(c => (c.calloutsThisMonth, c.seniority))

  // ... existing code ...
}
