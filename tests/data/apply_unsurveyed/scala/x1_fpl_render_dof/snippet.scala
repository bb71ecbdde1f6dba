package com.exampleair.flightops.filing

import java.time.{Duration, Instant, ZoneOffset}
import java.time.format.DateTimeFormatter
import scala.concurrent.{ExecutionContext, Future}
// ... existing code ...

  private[filing] def render(plan: FiledPlan): String = {
    val eobt = plan.eobt.atOffset(ZoneOffset.UTC)
    val time = f"${eobt.getHour}%02d${eobt.getMinute}%02d"
    val altn = plan.alternates.mkString(" ")
    val dof  = eobt.format(DateTimeFormatter.ofPattern("yyMMdd"))
    s"(FPL-${plan.callsign}-IS -${plan.departure}$time -${plan.route} -${plan.destination} $altn -DOF/$dof)"
  }

  // ... existing code ...
