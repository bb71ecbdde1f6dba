package org.stmarys.bloodbank.compat;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.logging.Logger;

import org.stmarys.bloodbank.inventory.BloodUnit;
import org.stmarys.bloodbank.patient.PatientSample;

public class CrossmatchService {

    private static final Logger LOG = Logger.getLogger(CrossmatchService.class.getName());

    private final AntibodyScreenRepository screens;
    private final CrossmatchRepository crossmatches;
    private final Clock clock;

    public CrossmatchService(AntibodyScreenRepository screens, CrossmatchRepository crossmatches, Clock clock) {
        this.screens = screens;
        this.crossmatches = crossmatches;
        this.clock = clock;
    }

    /**
     * Electronic crossmatch: allowed only when the patient has two concordant
     * ABO/RhD typings and a negative antibody screen.
     */
    public CrossmatchResult electronicCrossmatch(PatientSample sample, BloodUnit unit) {
        if (!sample.hasConcordantGroupings() || screens.isPositive(sample.getSampleId())) {
            return CrossmatchResult.notEligible(sample.getSampleId(), unit.getUnitNumber());
        }
        boolean compatible = AboCompatibility.isRedCellCompatible(sample.getBloodGroup(), unit.getBloodGroup());
        CrossmatchResult result = new CrossmatchResult(sample.getSampleId(), unit.getUnitNumber(),
                CrossmatchMethod.ELECTRONIC, compatible, Instant.now(clock));
        crossmatches.save(result);
        return result;
    }

    /**
     * Serological (IAT) crossmatch, required when the antibody screen is positive.
     */
    public CrossmatchResult serologicalCrossmatch(PatientSample sample, BloodUnit unit, Agglutination reading) {
        boolean compatible = reading == Agglutination.NONE;
        CrossmatchResult result = new CrossmatchResult(sample.getSampleId(), unit.getUnitNumber(),
                CrossmatchMethod.IAT, compatible, Instant.now(clock));
        crossmatches.save(result);
        if (!compatible) {
            LOG.warning("Incompatible IAT crossmatch for unit " + unit.getUnitNumber()
                    + " against sample " + sample.getSampleId());
        }
        return result;
    }

    public List<CrossmatchResult> findForSample(String sampleId) {
        return crossmatches.findBySampleId(sampleId);
    }

    public boolean hasValidCrossmatch(String sampleId, String unitNumber) {
        return crossmatches.findBySampleId(sampleId).stream()
                .anyMatch(r -> r.getUnitNumber().equals(unitNumber) && r.isCompatible()
                        && !r.isExpired(Instant.now(clock)));
    }
}
