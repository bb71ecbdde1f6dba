// ... existing code ...

#include "catalog/catalog_tokenizer.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

// ... existing code ...

    std::vector<std::string> kept;
    kept.reserve(tokens.size());
    std::unordered_set<std::string> seen;
    for (auto& token : tokens) {
        if (token.size() < kMinTokenLength) {
            continue;
        }
        // Repeated words ("waterproof waterproof jacket") should not inflate term frequency.
        if (!seen.insert(token).second) {
            continue;
        }
        kept.push_back(std::move(token));
// ... existing code ...
