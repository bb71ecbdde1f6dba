// ... existing code ...

  def schedule(members: Seq[CrewMember], from: LocalDate, days: Int): Seq[OnCallShift] = {
    val weekdayHours = 12.0
    val weekendHours = 16.0
    var roster = members.map(m => m.id -> m).toMap
    val shifts = Seq.newBuilder[OnCallShift]
    for (offset <- 0 until days) {
      val date = from.plusDays(offset.toLong)
      val hoursPerShift = if (isWeekend(date)) weekendHours else weekdayHours
      for {
        primary <- pickPrimary(roster.values.toSeq, date)
        backup <- pickBackup(roster.values.toSeq, primary)
      } {
        shifts += OnCallShift(date, primary, backup)
        roster = roster
          .updated(primary.id, primary.copy(overtimeHours = primary.overtimeHours + hoursPerShift))
          .updated(backup.id, backup.copy(overtimeHours = backup.overtimeHours + hoursPerShift / 4))
      }
    }
    shifts.result()
  }

// ... existing code ...
