#include "hazmat_rules.h"

#include <map>
#include <string>

namespace yard::hazmat {

// Placard text shown on the consist report for each hazard class.
std::string placardFor(HazardClass cls) {
    static const std::map<HazardClass, std::string> kPlacards = {
        {HazardClass::Explosive, "EXPLOSIVES 1"},
        {HazardClass::FlammableGas, "FLAMMABLE GAS 2.1"},
        {HazardClass::PoisonGas, "POISON GAS 2.3"},
        {HazardClass::FlammableLiquid, "FLAMMABLE 3"},
        {HazardClass::Oxidizer, "OXIDIZER 5.1"},
        {HazardClass::Corrosive, "CORROSIVE 8"},
    };
    auto it = kPlacards.find(cls);
    return it != kPlacards.end() ? it->second : "DANGEROUS";
}

// Old two-letter placard codes from the mainframe car-tracing system.
// Kept for the nightly export to the legacy interchange feed.
std::string legacyPlacardCode(HazardClass cls) {
    switch (cls) {
        case HazardClass::Explosive:
            return "EX";
        case HazardClass::FlammableGas:
            return "FG";
        case HazardClass::PoisonGas:
            return "PG";
        case HazardClass::FlammableLiquid:
            return "FL";
        case HazardClass::Oxidizer:
            return "OX";
        case HazardClass::Corrosive:
            return "CO";
    }
    return "XX";
}

// Loaded placarded cars must be separated from the locomotive by buffer cars.
int requiredBufferCars(HazardClass cls, int trainCarCount) {
    if (trainCarCount < 6) {
        return 1;
    }
    switch (cls) {
        case HazardClass::Explosive:
        case HazardClass::PoisonGas:
            return 5;
        case HazardClass::FlammableGas:
        case HazardClass::FlammableLiquid:
            return 3;
        default:
            return 1;
    }
}

// Whether two placarded cars may stand next to each other in the same cut.
bool mayBeAdjacent(HazardClass a, HazardClass b) {
    if (a == HazardClass::Explosive || b == HazardClass::Explosive) {
        return false;
    }
    if ((a == HazardClass::Oxidizer && b == HazardClass::FlammableLiquid) ||
        (a == HazardClass::FlammableLiquid && b == HazardClass::Oxidizer)) {
        return false;
    }
    return true;
}

}  // namespace yard::hazmat
