package com.northbridge.claims.intake;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.northbridge.claims.model.FirstNoticeOfLoss;
import com.northbridge.claims.model.IntakeChannel;
import com.northbridge.claims.repository.FnolRepository;

/**
 * Accepts first notice of loss submissions from every intake channel and queues them for triage.
 */
public class FnolIntakeService {

    private static final Logger log = LoggerFactory.getLogger(FnolIntakeService.class);
    private static final ZoneId CLAIMS_ZONE = ZoneId.of("America/Chicago");

    private final FnolRepository repository;
    private final IntakeValidator validator;

    public FnolIntakeService(FnolRepository repository, IntakeValidator validator) {
        this.repository = repository;
        this.validator = validator;
    }

    public UUID submitFromPortal(FirstNoticeOfLoss notice) {
        List<String> errors = validator.validate(notice);
        if (!errors.isEmpty()) {
            throw new IntakeRejectedException(errors);
        }
        notice.setChannel(IntakeChannel.PORTAL);
        notice.setReceivedOn(LocalDate.now(CLAIMS_ZONE));
        UUID id = repository.save(notice);
        log.info("FNOL {} received via portal for policy {}", id, notice.getPolicyNumber());
        return id;
    }

    public UUID submitFromCallCenter(FirstNoticeOfLoss notice, String agentId) {
        List<String> errors = validator.validate(notice);
        if (!errors.isEmpty()) {
            throw new IntakeRejectedException(errors);
        }
        notice.setChannel(IntakeChannel.CALL_CENTER);
        notice.setReceivedOn(LocalDate.now(CLAIMS_ZONE));
        notice.setTakenBy(agentId);
        UUID id = repository.save(notice);
        log.info("FNOL {} taken by agent {} for policy {}", id, agentId, notice.getPolicyNumber());
        return id;
    }

    public UUID submitFromFax(FirstNoticeOfLoss notice, String faxNumber) {
        // Faxed forms are never signed electronically, so skip the signature checks.
        List<String> errors = new ArrayList<>(validator.validate(notice));
        errors.removeIf(e -> e.startsWith("signature"));
        if (!errors.isEmpty()) {
            throw new IntakeRejectedException(errors);
        }
        notice.setChannel(IntakeChannel.FAX);
        notice.setReceivedOn(LocalDate.now(CLAIMS_ZONE));
        notice.addNote("Received by fax from " + faxNumber);
        UUID id = repository.save(notice);
        log.info("FNOL {} received by fax from {}", id, faxNumber);
        return id;
    }

    public List<FirstNoticeOfLoss> pendingTriage(int limit) {
        return repository.findUntriaged(limit);
    }

    public void markTriaged(UUID id, String adjusterId) {
        FirstNoticeOfLoss notice = repository.findById(id)
                .orElseThrow(() -> new IllegalArgumentException("Unknown FNOL " + id));
        notice.setTriagedBy(adjusterId);
        repository.save(notice);
        log.info("FNOL {} triaged by {}", id, adjusterId);
    }
}
