// ... keep existing code

    public JournalEntry post(String reference, List<PostingLine> lines) {
        if (lines.size() < 2) {
            throw new PostingException("A journal entry needs at least two lines: " + reference);
        }
        String currency = lines.get(0).currency();
        for (PostingLine line : lines) {
            if (!line.currency().equals(currency)) {
                throw new PostingException("Mixed currencies in entry " + reference + ": " + line.currency());
            }
        }
        // ... keep existing code
    }

    public JournalEntry reverse(UUID entryId, String reason) {
        if (reason == null || reason.isBlank()) {
            throw new PostingException("A reversal reason is required for " + entryId);
        }
        // ... keep existing code
    }
}
