class CatalogueIndex {
public:
    // ... existing constructor and lookups ...

    std::vector<Record> findByIsbn(const std::string& isbn) const {
        std::vector<Record> result;
        const std::string wanted = normalise(isbn);
        for (const auto& rec : records_) {
            if (normalise(rec.isbn) == wanted) {
                result.push_back(rec);
            }
        }
        return result;
    }

private:
    // ... existing members ...
};
