import java.time.{Duration, Instant}

import scala.math.BigDecimal.RoundingMode

import io.learnhub.grading.model._

// ... existing code ...
    val percentage =
      if (max == 0) BigDecimal(0)
      else ((raw / max) * (BigDecimal(1) - penalty)).max(BigDecimal(0)).setScale(4, RoundingMode.HALF_UP)
// ... existing code ...
        (hoursLate.setScale(0, RoundingMode.CEILING) * policy.latePenaltyPerHour)
// ... existing code ...
