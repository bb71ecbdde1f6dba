@Service
public class AuditTrailService {

    // ... fields, constructor, record() and recordWithDetails() unchanged ...

    // recordLegacy(String, String) removed — the v1 admin console is gone

    @Transactional(readOnly = true)
    public List<AuditEvent> findByActor(String actorId, int limit) {
        return repository.findByActorIdOrderByOccurredAtDesc(actorId, limit);
    }

    // ... rest unchanged ...
}
