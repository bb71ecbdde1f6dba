package com.northsea.windops.planning

data class TurbineModel(val name: String, val ratedKw: Int, val hubHeightM: Int)

/** A recurring maintenance task from the OEM service manual. */
sealed interface MaintenanceTask {
    val code: String
    val intervalMonths: Int
    val crewSize: Int
    val needsCrane: Boolean
    fun estimatedHours(turbine: TurbineModel): Double
}

object GearboxOilChange : MaintenanceTask {
    override val code = "GBX-OIL"
    override val intervalMonths = 36
    override val crewSize = 2
    override val needsCrane = false
    override fun estimatedHours(turbine: TurbineModel) = if (turbine.ratedKw > 4000) 10.0 else 8.0
}

object MainBearingRegrease : MaintenanceTask {
    override val code = "MAIN-BRG"
    override val intervalMonths = 6
    override val crewSize = 2
    override val needsCrane = false
    override fun estimatedHours(turbine: TurbineModel) = 3.0
}

object PitchBearingInspection : MaintenanceTask {
    override val code = "PITCH-BRG"
    override val intervalMonths = 12
    override val crewSize = 2
    override val needsCrane = false
    override fun estimatedHours(turbine: TurbineModel) = 3 * 2.5
}

object YawBrakePadReplacement : MaintenanceTask {
    override val code = "YAW-BRK"
    override val intervalMonths = 24
    override val crewSize = 2
    override val needsCrane = false
    override fun estimatedHours(turbine: TurbineModel) = 6.0
}

object BladeRopeAccessInspection : MaintenanceTask {
    override val code = "BLD-ROPE"
    override val intervalMonths = 12
    override val crewSize = 3
    override val needsCrane = false
    override fun estimatedHours(turbine: TurbineModel) = if (turbine.hubHeightM > 120) 9.0 else 7.0
}

object MainComponentExchange : MaintenanceTask {
    override val code = "MAIN-COMP"
    override val intervalMonths = 240
    override val crewSize = 5
    override val needsCrane = true
    override fun estimatedHours(turbine: TurbineModel) = 48.0
}

val ALL_TASKS: List<MaintenanceTask> = listOf(
    GearboxOilChange,
    MainBearingRegrease,
    PitchBearingInspection,
    YawBrakePadReplacement,
    BladeRopeAccessInspection,
    MainComponentExchange,
)

/** Tasks due within the given number of months since the last service visit. */
fun tasksDue(monthsSinceService: Int): List<MaintenanceTask> =
    ALL_TASKS.filter { monthsSinceService >= it.intervalMonths }
