// ... existing code ...

  def distribute(
      pool: BigDecimal,
      shares: Seq[PrizeShare],
      placements: Seq[FinalPlacement]
  ): Either[PayoutError, Seq[TeamPayout]] = {
    validateShares(shares).flatMap { valid =>
      // Teams tied on the same place split the combined shares of the
      // places they occupy, e.g. two teams tied for 3rd split 3rd + 4th.
      val byPlace = placements.groupBy(_.place).toSeq.sortBy(_._1)
      val payouts = byPlace.flatMap { case (place, tied) =>
        val occupied = place until place + tied.size
        val percents = occupied.map(pl => valid.find(_.covers(pl)).map(_.percent))
        if (percents.exists(_.isEmpty)) Seq(Left(PayoutError.NoShareForPlace(place)))
        else {
          val combined = pool * percents.flatten.sum / 100
          val each = (combined / tied.size).setScale(Scale, RoundingMode.HALF_DOWN)
          tied.sortBy(_.teamId).map(p => Right(TeamPayout(p.teamId, place, each)))
        }
      }
      payouts.collectFirst { case Left(err) => err } match {
        case Some(err) => Left(err)
        case None      => Right(payouts.collect { case Right(tp) => tp })
      }
    }
  }

// ... existing code ...
