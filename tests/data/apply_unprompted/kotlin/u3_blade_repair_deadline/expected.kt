package com.northsea.windops.inspections

import java.time.LocalDate

enum class DamageType { LEADING_EDGE_EROSION, TRAILING_EDGE_CRACK, LIGHTNING_DAMAGE, SURFACE_CRACK, GELCOAT_LOSS }

enum class BladeZone { ROOT, MID_SPAN, TIP }

data class BladeFinding(
    val turbineId: String,
    val blade: String,
    val type: DamageType,
    val zone: BladeZone,
    val lengthMm: Double,
    val depthMm: Double,
    val inspectedOn: LocalDate,
)

data class RepairPlan(
    val category: Int,
    val repairBy: LocalDate?,
    val stopTurbine: Boolean,
)

object BladeDamageClassifier {

    /** Maps a finding to the 1-5 category used in the blade maintenance manual. */
    fun category(finding: BladeFinding): Int = when (finding.type) {
        DamageType.GELCOAT_LOSS -> 1
        DamageType.LEADING_EDGE_EROSION -> when {
            finding.depthMm < 0.5 -> 1
            finding.depthMm < 2.0 -> 2
            else -> 3
        }
        DamageType.SURFACE_CRACK -> if (finding.lengthMm < 100.0) 2 else 3
        DamageType.TRAILING_EDGE_CRACK -> if (finding.zone == BladeZone.ROOT) 5 else 4
        DamageType.LIGHTNING_DAMAGE -> if (finding.depthMm > 3.0) 5 else 4
    }

    /** Number of days the repair crew has before the finding must be fixed; null means next planned visit. */
    fun repairWindowDays(category: Int): Int? = when (category) {
        1 -> null
        2 -> 180
        3 -> 90
        4 -> 14
        else -> 0
    }

    fun plan(finding: BladeFinding): RepairPlan {
        val category = category(finding)
        var window = repairWindowDays(category)
        // Tip damage grows fastest at rated rpm: halve the window for category 3 and 4 findings there.
        if (finding.zone == BladeZone.TIP && window != null && category in 3..4) {
            window /= 2
        }
        return RepairPlan(
            category = category,
            repairBy = window?.let { finding.inspectedOn.plusDays(it.toLong()) },
            stopTurbine = category >= 5,
        )
    }

    fun planAll(findings: List<BladeFinding>): List<Pair<BladeFinding, RepairPlan>> =
        findings.map { it to plan(it) }
            .sortedWith(compareByDescending<Pair<BladeFinding, RepairPlan>> { it.second.category }
                .thenBy { it.first.turbineId })
}
