// catalog_tokenizer.cpp
// Tokenization used when building the product title index.

#include "catalog/catalog_tokenizer.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

namespace shopfront::catalog {

namespace {

constexpr std::size_t kMinTokenLength = 2;
constexpr std::size_t kMaxTokensPerTitle = 32;

bool IsTokenChar(unsigned char c) {
    return std::isalnum(c) || c == '-' || c == '\'';
}

std::string ToLower(std::string_view in) {
    std::string out(in);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

std::string TrimPunctuation(std::string token) {
    while (!token.empty() && (token.back() == '-' || token.back() == '\'')) {
        token.pop_back();
    }
    while (!token.empty() && (token.front() == '-' || token.front() == '\'')) {
        token.erase(token.begin());
    }
    return token;
}

}  // namespace

std::vector<std::string> TokenizeTitle(std::string_view title) {
    std::vector<std::string> tokens;
    std::string current;
    for (unsigned char c : title) {
        if (IsTokenChar(c)) {
            current.push_back(static_cast<char>(c));
            continue;
        }
        if (!current.empty()) {
            tokens.push_back(TrimPunctuation(ToLower(current)));
            current.clear();
        }
    }
    if (!current.empty()) {
        tokens.push_back(TrimPunctuation(ToLower(current)));
    }

    std::vector<std::string> kept;
    kept.reserve(tokens.size());
    for (auto& token : tokens) {
        if (token.size() < kMinTokenLength) {
            continue;
        }
        kept.push_back(std::move(token));
        if (kept.size() == kMaxTokensPerTitle) {
            break;
        }
    }
    return kept;
}

std::string NormalizeSku(std::string_view sku) {
    std::string out;
    out.reserve(sku.size());
    for (unsigned char c : sku) {
        if (std::isalnum(c)) {
            out.push_back(static_cast<char>(std::toupper(c)));
        }
    }
    return out;
}

}  // namespace shopfront::catalog
