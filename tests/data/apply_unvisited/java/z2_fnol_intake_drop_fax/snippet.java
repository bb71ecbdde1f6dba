// ... existing code ...

    public UUID submitFromCallCenter(FirstNoticeOfLoss notice, String agentId) {
        // ... existing code ...
        log.info("FNOL {} taken by agent {} for policy {}", id, agentId, notice.getPolicyNumber());
        return id;
    }

    // ... removed submitFromFax() — the fax intake channel has been retired ...

    public List<FirstNoticeOfLoss> pendingTriage(int limit) {
        return repository.findUntriaged(limit);
    }

// ... existing code ...
