// price_rounding.h
// Rounding strategies applied after pricing rules have run.
// Owned by pricing-platform; keep in sync with pricing_rules.proto.
#pragma once

#include <cstdint>
#include <string_view>

namespace shopfront::pricing {

// Prices are carried as integer minor units (cents) everywhere in the engine.
using Cents = std::int64_t;

enum class RoundingMode {
    kNone,         // leave the computed price as is
    kNearestCent,  // banker's rounding of fractional cents
    kCharm99,      // round up to the next x.99
    kCharm95,      // round up to the next x.95 (EU storefronts)
    kWholeUnit,    // round to the nearest whole currency unit
};

struct RoundingPolicy {
    RoundingMode mode = RoundingMode::kNearestCent;
    // Never round a price below this floor (e.g. MAP agreements).
    Cents floor = 0;
    // Whether shipping charges go through the same rounding.
    bool round_shipping = false;
};

// Applies the policy to a price in cents; the result is never negative.
Cents ApplyRounding(Cents price, const RoundingPolicy& policy);

// Parses "none", "cent", "charm99", "charm95" or "whole"; unknown strings map to kNearestCent.
RoundingMode ParseRoundingMode(std::string_view name);

std::string_view RoundingModeName(RoundingMode mode);

// Per-currency default policy. Currencies without minor units (JPY, KRW)
// default to kWholeUnit; everything else to kNearestCent.
RoundingPolicy DefaultPolicyFor(std::string_view currency_code);

// True for the charm modes, which always round up and may exceed a price ceiling.
bool IsCharmMode(RoundingMode mode);

}  // namespace shopfront::pricing
