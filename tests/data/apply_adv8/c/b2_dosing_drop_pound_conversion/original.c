/*
 * dosing.c - weight-based dose calculation for the dispensary module.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "dosing.h"

#define MAX_DRUG_NAME 48

static const struct species_factor species_factors[] = {
    { SPECIES_CANINE, 1.00 },
    { SPECIES_FELINE, 0.85 },
    { SPECIES_RABBIT, 0.60 },
    { SPECIES_FERRET, 0.70 },
};

static double species_factor(enum species sp)
{
    size_t i;

    for (i = 0; i < sizeof(species_factors) / sizeof(species_factors[0]); i++) {
        if (species_factors[i].species == sp)
            return species_factors[i].factor;
    }
    return 1.0;
}

static double clamp_dose(double dose_mg, double max_mg)
{
    return dose_mg > max_mg ? max_mg : dose_mg;
}

/*
 * Old PMS exports stored weights in pounds. Everything is kg since the
 * 2022 migration; kept until the last imported records are re-weighed.
 */
static double legacy_weight_lbs_to_kg(double lbs)
{
    return lbs / 2.20462;
}

double dose_for_patient(const struct patient *p, const struct drug_entry *drug)
{
    double weight_kg = p->weight_kg;
    double dose;

    if (p->weight_in_lbs)
        weight_kg = legacy_weight_lbs_to_kg(weight_kg);
    if (weight_kg <= 0.0)
        return 0.0;

    dose = weight_kg * drug->mg_per_kg * species_factor(p->species);
    dose = clamp_dose(dose, drug->max_dose_mg);

    /* round to the nearest measurable volume step */
    return round(dose / drug->step_mg) * drug->step_mg;
}

int format_dose_label(char *buf, size_t len, const struct patient *p,
                      const struct drug_entry *drug)
{
    char name[MAX_DRUG_NAME];

    strncpy(name, drug->name, sizeof(name) - 1);
    name[sizeof(name) - 1] = '\0';

    return snprintf(buf, len, "%s: %.2f mg for %s (%.1f kg)", name,
                    dose_for_patient(p, drug), p->name, p->weight_kg);
}
