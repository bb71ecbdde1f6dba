// ... existing code ...

    public function findOpenBySubject(string $subjectId): array
    {
        // ... existing code ...
    }

    // (removed deprecated findByMeddraCode() — callers now use findByPreferredTerm())

    /**
     * @return AdverseEvent[]
     */
    public function findByPreferredTerm(string $ptCode): array
    {
        // ... existing code ...
    }

// ... existing code ...
