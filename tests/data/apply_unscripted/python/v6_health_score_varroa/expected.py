"""Colony health scoring from field inspections.

Scores run from 0 (failing) to 10 (thriving) and feed the co-op's
winter-loss risk dashboard.
"""

from beecoop.models import Inspection

BROOD_FRAMES_TARGET = 8
STORES_KG_TARGET = 18.0


def clamp(value: float, low: float = 0.0, high: float = 10.0) -> float:
    return max(low, min(high, value))


def score_brood(inspection: Inspection) -> float:
    """Brood score: frames of brood against target, penalised if no eggs."""
    score = 10.0 * inspection.brood_frames / BROOD_FRAMES_TARGET
    if not inspection.eggs_seen:
        score -= 3.0
    return clamp(score)


def score_stores(inspection: Inspection) -> float:
    """Stores score: estimated honey stores against the winter target."""
    score = 10.0 * inspection.stores_kg / STORES_KG_TARGET
    return clamp(score)


def score_temper(inspection: Inspection) -> float:
    """Temper score: calm colonies are easier to manage and re-queen."""
    table = {"calm": 10.0, "nervous": 6.0, "defensive": 3.0, "aggressive": 0.0}
    return table.get(inspection.temper, 5.0)


def overall_health(inspection: Inspection) -> float:
    """Weighted colony health score used on the dashboard.

    Varroa counts above the treatment threshold knock the score down,
    since heavy mite loads are the main cause of winter losses.
    """
    brood = score_brood(inspection)
    stores = score_stores(inspection)
    temper = score_temper(inspection)

    total = 0.45 * brood + 0.4 * stores + 0.15 * temper
    if not inspection.queen_seen and not inspection.eggs_seen:
        total -= 2.0
    if inspection.varroa_per_day is not None and inspection.varroa_per_day > 10:
        total -= 1.5
    return round(clamp(total), 1)


def risk_band(score: float) -> str:
    """Map a health score to the dashboard's traffic-light band."""
    if score >= 7.0:
        return "green"
    if score >= 4.0:
        return "amber"
    return "red"
