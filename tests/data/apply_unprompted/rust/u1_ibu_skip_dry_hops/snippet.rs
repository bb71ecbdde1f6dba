// ... existing code ...

const LITRES_PER_GALLON: f64 = 3.785;
const KG_PER_POUND: f64 = 0.4536;
const WHIRLPOOL_UTILISATION: f64 = 0.5;

// ... existing code ...

/// Bitterness in IBU using Tinseth's formula. Dry hop charges add no bitterness,
/// and whirlpool charges are counted at a reduced utilisation.
pub fn ibu_tinseth(recipe: &Recipe) -> f64 {
    let og = original_gravity(recipe);
    let bigness = 1.65 * 0.000125_f64.powf(og - 1.0);
    recipe
        .hops
        .iter()
        .filter(|h| !h.dry_hop)
        .map(|h: &HopCharge| {
            let boil_factor = (1.0 - (-0.04 * h.minutes as f64).exp()) / 4.15;
            let stage_factor = if h.whirlpool { WHIRLPOOL_UTILISATION } else { 1.0 };
            let utilisation = bigness * boil_factor * stage_factor;
            let mg_per_litre = h.alpha_acid * h.grams * 1000.0 / recipe.batch_litres;
            utilisation * mg_per_litre
        })
        .sum()
}

// ... existing code ...
