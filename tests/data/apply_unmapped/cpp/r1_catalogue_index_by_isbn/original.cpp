// catalogue_index.cpp - in-memory lookup index over the branch catalogue.
#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "catalogue/record.h"

namespace citylib::catalogue {

namespace {

std::string normalise(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
        }
    }
    return out;
}

}  // namespace

class CatalogueIndex {
public:
    explicit CatalogueIndex(std::vector<Record> records)
        : records_(std::move(records)) {
        for (std::size_t i = 0; i < records_.size(); ++i) {
            byBarcode_[records_[i].barcode] = i;
            byTitle_.emplace(normalise(records_[i].title), i);
            byAuthor_.emplace(normalise(records_[i].author), i);
        }
    }

    std::optional<Record> findByBarcode(const std::string& barcode) const {
        auto it = byBarcode_.find(barcode);
        if (it == byBarcode_.end()) {
            return std::nullopt;
        }
        return records_[it->second];
    }

    std::vector<Record> findByTitle(const std::string& title) const {
        std::vector<Record> result;
        auto range = byTitle_.equal_range(normalise(title));
        for (auto it = range.first; it != range.second; ++it) {
            result.push_back(records_[it->second]);
        }
        return result;
    }

    std::vector<Record> findByAuthor(const std::string& author) const {
        std::vector<Record> result;
        auto range = byAuthor_.equal_range(normalise(author));
        for (auto it = range.first; it != range.second; ++it) {
            result.push_back(records_[it->second]);
        }
        return result;
    }

    std::size_t size() const { return records_.size(); }

private:
    std::vector<Record> records_;
    std::map<std::string, std::size_t> byBarcode_;
    std::multimap<std::string, std::size_t> byTitle_;
    std::multimap<std::string, std::size_t> byAuthor_;
};

std::vector<Record> availableAt(const CatalogueIndex& index,
                                const std::vector<std::string>& barcodes,
                                const std::string& branch) {
    std::vector<Record> out;
    for (const auto& code : barcodes) {
        auto rec = index.findByBarcode(code);
        if (rec && rec->branch == branch && rec->status == Status::OnShelf) {
            out.push_back(*rec);
        }
    }
    return out;
}

}  // namespace citylib::catalogue
