package org.trialcore.edc.randomisation;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class RandomisationService {

    private static final Logger log = LoggerFactory.getLogger(RandomisationService.class);

    private final AllocationListRepository allocationLists;
    private final RandomisationRepository randomisations;
    private final EligibilityChecker eligibility;
    private final Clock clock;

    public RandomisationService(AllocationListRepository allocationLists,
                                RandomisationRepository randomisations,
                                EligibilityChecker eligibility,
                                Clock clock) {
        this.allocationLists = allocationLists;
        this.randomisations = randomisations;
        this.eligibility = eligibility;
        this.clock = clock;
    }

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
        List<Randomisation> assigned = new ArrayList<>();
        for (ScreeningRecord record : screened) {
            if (!eligibility.isEligible(record)) {
                log.debug("Skipping ineligible subject {}", record.subjectId());
                continue;
            }
            assigned.add(assignArm(record.subjectId(), siteId, Stratum.fromScreening(record)));
        }
        return assigned;
    }

    public Optional<String> armFor(String subjectId) {
        return randomisations.findBySubject(subjectId).map(Randomisation::armCode);
    }

    public boolean isRandomised(String subjectId) {
        return randomisations.findBySubject(subjectId).isPresent();
    }
}
