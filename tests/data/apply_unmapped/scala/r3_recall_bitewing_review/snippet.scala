  def bitewingRecall(patient: Patient, lastBitewings: LocalDate, risk: CariesRisk): Recall = {
    val months = risk match {
      case CariesRisk.High     => 6
      case CariesRisk.Moderate => 12
      case CariesRisk.Low      => 24
    }
    val due = clinicCalendar.nextOpenDay(lastBitewings.plusMonths(months.toLong))
    Recall(patient.id, RecallKind.Bitewing, due, channel(patient), requiresDentistReview = risk == CariesRisk.High)
  }

  // ... rest of RecallScheduler unchanged ...
