package alpineridge.passes

import java.time.{LocalDate, LocalDateTime, LocalTime}

import org.scalatest.flatspec.AnyFlatSpec
import org.scalatest.matchers.should.Matchers

class PassValidatorSpec extends AnyFlatSpec with Matchers {

  private val today = LocalDate.of(2025, 2, 14)
  private val morning = LocalDateTime.of(today, LocalTime.of(9, 15))
  private val afternoon = LocalDateTime.of(today, LocalTime.of(14, 30))

  private val basePass = LiftPass(
    id = "P-20931",
    holder = "Test Skier",
    product = Product.FullDay,
    validFrom = today,
    validTo = today,
    zones = Set(Zone.Village, Zone.Summit),
    blocked = false
  )

  private val validator = new PassValidator(
    liftZones = Map(
      "village-gondola" -> Zone.Village,
      "summit-express" -> Zone.Summit,
      "glacier-tbar" -> Zone.Glacier
    ),
    passbackMinutes = 10
  )

  private def scanAt(time: LocalDateTime, lift: String): GateScan =
    GateScan(lift = lift, at = time, gate = 1)

  "PassValidator" should "accept a valid full-day pass" in {
    validator.validate(basePass, scanAt(morning, "village-gondola")) shouldBe Right(basePass)
  }

  it should "reject a blocked pass" in {
    val blocked = basePass.copy(blocked = true)
    validator.validate(blocked, scanAt(morning, "village-gondola")) shouldBe Left(Rejection.Blocked)
  }

  it should "reject a pass outside its validity dates" in {
    val expired = basePass.copy(validFrom = today.minusDays(3), validTo = today.minusDays(1))
    validator.validate(expired, scanAt(morning, "summit-express")) shouldBe Left(Rejection.Expired)
  }

  it should "reject an afternoon-only pass scanned in the morning" in {
    val afternoonOnly = basePass.copy(product = Product.AfternoonOnly)
    validator.validate(afternoonOnly, scanAt(morning, "village-gondola")) shouldBe Left(Rejection.WrongTimeOfDay)
  }

  it should "reject a pass on a lift outside its zone" in {
    validator.validate(basePass, scanAt(morning, "glacier-tbar")) shouldBe Left(Rejection.WrongZone)
  }

  it should "reject an unknown lift" in {
    validator.validate(basePass, scanAt(morning, "old-drag-lift")) shouldBe Left(Rejection.UnknownLift)
  }

  it should "reject a second scan at the same lift within the passback window" in {
    val first = scanAt(morning, "summit-express")
    validator.validate(basePass, first) shouldBe Right(basePass)
    val second = first.copy(at = morning.plusMinutes(4))
    validator.validate(basePass, second) shouldBe Left(Rejection.Passback)
  }

  it should "allow a second scan after the passback window" in {
    val first = scanAt(afternoon, "summit-express")
    validator.validate(basePass, first) shouldBe Right(basePass)
    val second = first.copy(at = afternoon.plusMinutes(12))
    validator.validate(basePass, second) shouldBe Right(basePass)
  }
}
