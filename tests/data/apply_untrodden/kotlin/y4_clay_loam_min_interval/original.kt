package ag.riverbend.irrigation.rules

import ag.riverbend.irrigation.model.SoilTexture
import ag.riverbend.irrigation.model.TriggerRule

/**
 * Default irrigation trigger rules per soil texture.
 *
 * Percentages are volumetric water content at the 30 cm probe depth. Agronomists
 * can override any of these per zone in the admin console.
 */
object TriggerRules {

    fun forSandyLoam(): TriggerRule =
        TriggerRule(
            texture = SoilTexture.SANDY_LOAM,
            refillPointPct = 14.0,
            fullPointPct = 22.0,
            maxDepletionPct = 50.0,
            minIntervalHours = 12,
        )

    fun forLoam(): TriggerRule =
        TriggerRule(
            texture = SoilTexture.LOAM,
            refillPointPct = 20.0,
            fullPointPct = 30.0,
            maxDepletionPct = 50.0,
            minIntervalHours = 24,
        )

    fun forClayLoam(): TriggerRule =
        TriggerRule(
            texture = SoilTexture.CLAY_LOAM,
            refillPointPct = 24.0,
            fullPointPct = 34.0,
            maxDepletionPct = 45.0,
            minIntervalHours = 24,
        )

    fun forHeavyClay(): TriggerRule =
        TriggerRule(
            texture = SoilTexture.HEAVY_CLAY,
            refillPointPct = 28.0,
            fullPointPct = 40.0,
            maxDepletionPct = 40.0,
            minIntervalHours = 48,
        )

    fun forTexture(texture: SoilTexture): TriggerRule = when (texture) {
        SoilTexture.SANDY_LOAM -> forSandyLoam()
        SoilTexture.LOAM -> forLoam()
        SoilTexture.CLAY_LOAM -> forClayLoam()
        SoilTexture.HEAVY_CLAY -> forHeavyClay()
    }

    fun describe(rule: TriggerRule): String =
        "irrigate below ${rule.refillPointPct}% VWC, stop at ${rule.fullPointPct}% " +
            "(at most every ${rule.minIntervalHours} h)"
}
