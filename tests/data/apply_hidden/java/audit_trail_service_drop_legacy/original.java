package com.acme.compliance.audit;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class AuditTrailService {

    private static final Logger log = LoggerFactory.getLogger(AuditTrailService.class);

    private final AuditEventRepository repository;
    private final Clock clock;

    public AuditTrailService(AuditEventRepository repository, Clock clock) {
        this.repository = repository;
        this.clock = clock;
    }

    @Transactional
    public AuditEvent record(String actorId, String action, String resourceType, String resourceId) {
        AuditEvent event = new AuditEvent(
                UUID.randomUUID(), actorId, action, resourceType, resourceId, Instant.now(clock), Map.of());
        repository.save(event);
        log.debug("audit {} {} {}/{}", actorId, action, resourceType, resourceId);
        return event;
    }

    @Transactional
    public AuditEvent recordWithDetails(String actorId, String action, String resourceType, String resourceId,
            Map<String, String> details) {
        AuditEvent event = new AuditEvent(
                UUID.randomUUID(), actorId, action, resourceType, resourceId, Instant.now(clock), Map.copyOf(details));
        repository.save(event);
        log.debug("audit {} {} {}/{} details={}", actorId, action, resourceType, resourceId, details.keySet());
        return event;
    }

    /**
     * @deprecated use {@link #record(String, String, String, String)}; kept for the v1 admin console.
     */
    @Deprecated(forRemoval = true)
    @Transactional
    public void recordLegacy(String actorId, String message) {
        AuditEvent event = new AuditEvent(
                UUID.randomUUID(), actorId, "LEGACY", "message", message, Instant.now(clock), Map.of());
        repository.save(event);
    }

    @Transactional(readOnly = true)
    public List<AuditEvent> findByActor(String actorId, int limit) {
        return repository.findByActorIdOrderByOccurredAtDesc(actorId, limit);
    }

    @Transactional(readOnly = true)
    public List<AuditEvent> findByResource(String resourceType, String resourceId) {
        return repository.findByResourceTypeAndResourceIdOrderByOccurredAtDesc(resourceType, resourceId);
    }

    @Transactional
    public int purgeOlderThan(Instant cutoff) {
        int removed = repository.deleteByOccurredAtBefore(cutoff);
        log.info("purged {} audit events older than {}", removed, cutoff);
        return removed;
    }
}
