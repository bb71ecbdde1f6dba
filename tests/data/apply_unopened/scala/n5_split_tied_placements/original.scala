package gg.arena.payouts

import scala.math.BigDecimal.RoundingMode

final case class PrizeShare(fromPlace: Int, toPlace: Int, percent: BigDecimal) {
  require(fromPlace <= toPlace, s"invalid place range $fromPlace-$toPlace")
  def covers(place: Int): Boolean = place >= fromPlace && place <= toPlace
  def slots: Int = toPlace - fromPlace + 1
}

final case class FinalPlacement(teamId: String, place: Int)

final case class TeamPayout(teamId: String, place: Int, amount: BigDecimal)

sealed trait PayoutError
object PayoutError {
  final case class NoShareForPlace(place: Int) extends PayoutError
  final case class SharesExceedPool(totalPercent: BigDecimal) extends PayoutError
}

object PrizeDistributor {

  private val Scale = 2

  def validateShares(shares: Seq[PrizeShare]): Either[PayoutError, Seq[PrizeShare]] = {
    val total = shares.map(s => s.percent * s.slots).sum
    if (total > BigDecimal(100)) Left(PayoutError.SharesExceedPool(total))
    else Right(shares.sortBy(_.fromPlace))
  }

  def distribute(
      pool: BigDecimal,
      shares: Seq[PrizeShare],
      placements: Seq[FinalPlacement]
  ): Either[PayoutError, Seq[TeamPayout]] = {
    validateShares(shares).flatMap { valid =>
      val payouts = placements.sortBy(_.place).map { p =>
        valid.find(_.covers(p.place)) match {
          case Some(share) =>
            val amount = (pool * share.percent / 100).setScale(Scale, RoundingMode.HALF_DOWN)
            Right(TeamPayout(p.teamId, p.place, amount))
          case None =>
            Left(PayoutError.NoShareForPlace(p.place))
        }
      }
      payouts.collectFirst { case Left(err) => err } match {
        case Some(err) => Left(err)
        case None      => Right(payouts.collect { case Right(tp) => tp })
      }
    }
  }

  def undistributed(pool: BigDecimal, payouts: Seq[TeamPayout]): BigDecimal =
    (pool - payouts.map(_.amount).sum).setScale(Scale, RoundingMode.HALF_DOWN)

  def summary(payouts: Seq[TeamPayout]): String =
    payouts
      .map(tp => f"#${tp.place}%-3d ${tp.teamId}%-24s ${tp.amount}%10.2f")
      .mkString("\n")
}
