  // ... existing code ...

  def eligibleFor(volunteer: Volunteer, day: LocalDate): Future[Seq[Shift]] =
    openShifts(day).map { shifts =>
      shifts.filter(_.requiredSkill.forall(volunteer.skills.contains))
    }

  def assign(volunteer: Volunteer, shiftId: String, day: LocalDate): Future[Option[Shift]] =
    eligibleFor(volunteer, day).flatMap { shifts =>
      shifts.find(_.id == shiftId) match {
        case Some(shift) => store.save(shift.copy(volunteerId = Some(volunteer.id))).map(Some(_))
        case None        => Future.successful(None)
      }
    }

  // ... existing code ...
