    public function chargeback(string $customerAccount, Money $amount, string $reference): JournalEntry
    {
        // ... existing code ...
        $entry->add(Posting::credit($customerAccount, $amount)->withMemo('Chargeback ' . $reference));

        return $entry;
    }
