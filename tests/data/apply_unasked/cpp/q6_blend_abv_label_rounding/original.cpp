// blend_calc.cpp - trial blend calculations for the winemaking team.
//
// Components are drawn from barrels or tanks; every blended figure is a
// volume-weighted average of the component analyses.

#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

namespace winery::blending {

struct Component {
    std::string lotCode;
    double volumeLitres;
    double alcoholPct;     // % v/v
    double titratableAcid; // g/L tartaric
    double ph;
};

static double totalVolume(const std::vector<Component>& parts) {
    double total = 0.0;
    for (const auto& p : parts) {
        if (p.volumeLitres < 0.0) {
            throw std::invalid_argument("negative volume for lot " + p.lotCode);
        }
        total += p.volumeLitres;
    }
    return total;
}

double blendAlcohol(const std::vector<Component>& parts) {
    const double volume = totalVolume(parts);
    if (volume == 0.0) {
        return 0.0;
    }
    double weighted = 0.0;
    for (const auto& p : parts) {
        weighted += p.alcoholPct * p.volumeLitres;
    }
    return weighted / volume;
}

double blendTitratableAcid(const std::vector<Component>& parts) {
    const double volume = totalVolume(parts);
    if (volume == 0.0) {
        return 0.0;
    }
    double weighted = 0.0;
    for (const auto& p : parts) {
        weighted += p.titratableAcid * p.volumeLitres;
    }
    return weighted / volume;
}

// pH is logarithmic, so blend hydrogen-ion concentration rather than pH.
double blendPh(const std::vector<Component>& parts) {
    const double volume = totalVolume(parts);
    if (volume == 0.0) {
        return 0.0;
    }
    double weighted = 0.0;
    for (const auto& p : parts) {
        weighted += std::pow(10.0, -p.ph) * p.volumeLitres;
    }
    return -std::log10(weighted / volume);
}

double casesFromBlend(const std::vector<Component>& parts, int bottlesPerCase, double bottleLitres) {
    const double volume = totalVolume(parts) * 0.98;  // ~2% bottling loss
    return std::floor(volume / bottleLitres / bottlesPerCase);
}

}  // namespace winery::blending
