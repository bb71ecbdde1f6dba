// ... existing code ...

    public Randomisation assignArm(String subjectId, String siteId, Stratum stratum) {
        Optional<Randomisation> existing = randomisations.findBySubject(subjectId);
        if (existing.isPresent()) {
            log.warn("Subject {} already randomised to {}", subjectId, existing.get().armCode());
            return existing.get();
        }
        AllocationBlock block = allocationLists.nextOpenBlock(siteId, stratum.code())
                .orElseThrow(() -> new AllocationExhaustedException(siteId, stratum.code()));
        AllocationSlot slot = block.takeNextSlot();
        allocationLists.save(block);

        Randomisation result = new Randomisation(
                subjectId,
                siteId,
                slot.armCode(),
                slot.sequenceNumber(),
                stratum.code(),
                Instant.now(clock));
        randomisations.save(result);
        log.info("Randomised subject {} at site {} (stratum {}) to arm {}",
                subjectId, siteId, stratum.code(), slot.armCode());
        return result;
    }

    public List<Randomisation> randomiseEligible(String siteId, List<ScreeningRecord> screened) {
        // ... existing code ...
            assigned.add(assignArm(record.subjectId(), siteId, Stratum.fromScreening(record)));
        // ... existing code ...
    }

// ... existing code ...
