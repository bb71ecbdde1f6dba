PostingResult LedgerBook::apply(const JournalEntry& entry) {
    if (entry.currency != currency_) {
        return PostingResult::rejected("currency mismatch");
    }
    if (postedIds_.count(entry.id) > 0) {
        return PostingResult::duplicate(entry.id);
    }
    // ... existing code ...
    journal_.push_back(entry);
    postedIds_.insert(entry.id);
    return PostingResult::posted(journal_.size());
}
