//! Brewing math for recipe sheets: gravity, bitterness, colour and strength.

use crate::recipe::{Fermentable, HopCharge, Recipe};

const LITRES_PER_GALLON: f64 = 3.785;
const KG_PER_POUND: f64 = 0.4536;
const WHIRLPOOL_UTILISATION: f64 = 0.5;

/// Estimated original gravity from the grain bill and brewhouse efficiency.
pub fn original_gravity(recipe: &Recipe) -> f64 {
    let gallons = recipe.batch_litres / LITRES_PER_GALLON;
    let points: f64 = recipe
        .fermentables
        .iter()
        .map(|f: &Fermentable| f.ppg * (f.kg / KG_PER_POUND) * recipe.efficiency)
        .sum();
    1.0 + points / gallons / 1000.0
}

/// Estimated final gravity from the yeast's apparent attenuation.
pub fn final_gravity(recipe: &Recipe) -> f64 {
    let og = original_gravity(recipe);
    let points = (og - 1.0) * 1000.0;
    1.0 + points * (1.0 - recipe.yeast.attenuation) / 1000.0
}

/// Alcohol by volume, the standard (OG - FG) * 131.25 estimate.
pub fn abv(og: f64, fg: f64) -> f64 {
    (og - fg) * 131.25
}

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

/// Colour in SRM using Morey's equation.
pub fn srm_morey(recipe: &Recipe) -> f64 {
    let gallons = recipe.batch_litres / LITRES_PER_GALLON;
    let mcu: f64 = recipe
        .fermentables
        .iter()
        .map(|f: &Fermentable| f.lovibond * (f.kg / KG_PER_POUND) / gallons)
        .sum();
    1.4922 * mcu.powf(0.6859)
}

/// Balance ratio (BU:GU) printed next to the style guidelines.
pub fn bu_gu(recipe: &Recipe) -> f64 {
    let gu = (original_gravity(recipe) - 1.0) * 1000.0;
    ibu_tinseth(recipe) / gu
}
