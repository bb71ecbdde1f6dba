/* ... existing code ... */

static double clamp_dose(double dose_mg, double max_mg)
{
    return dose_mg > max_mg ? max_mg : dose_mg;
}

/* ... removed legacy_weight_lbs_to_kg() and its comment ... */

double dose_for_patient(const struct patient *p, const struct drug_entry *drug)
{
    double weight_kg = p->weight_kg;
    double dose;

    /* (removed the weight_in_lbs conversion) */
    if (weight_kg <= 0.0)
        return 0.0;
    /* ... existing code ... */
}

/* ... existing code ... */
