package edu.hartwell.library.ill;

import java.time.Clock;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Coordinates inter-library loan requests between our patrons and partner libraries.
 */
public class InterlibraryRequestService {

    private static final int MAX_OPEN_REQUESTS_PER_PATRON = 10;

    private final IllRequestRepository repository;
    private final PartnerDirectory partners;
    private final Clock clock;

    public InterlibraryRequestService(IllRequestRepository repository, Clock clock) {
        this.repository = repository;
        this.partners = new PartnerDirectory();
        this.clock = clock;
    }

    public IllRequest submit(String patronId, String isbn, String partnerCode) {
        if (repository.countOpenForPatron(patronId) >= MAX_OPEN_REQUESTS_PER_PATRON) {
            throw new IllegalStateException("Patron " + patronId + " has too many open ILL requests");
        }
        if (!partners.isActive(partnerCode)) {
            throw new IllegalArgumentException("Unknown or inactive partner: " + partnerCode);
        }
        IllRequest request = new IllRequest(patronId, isbn, partnerCode, LocalDate.now(clock));
        repository.save(request);
        return request;
    }

    public void markShipped(String requestId, String trackingNumber) {
        IllRequest request = load(requestId);
        request.setTrackingNumber(trackingNumber);
        request.setStatus(IllStatus.SHIPPED);
        repository.save(request);
    }

    public void markReceived(String requestId) {
        IllRequest request = load(requestId);
        request.setReceivedOn(LocalDate.now(clock));
        request.setStatus(IllStatus.RECEIVED);
        repository.save(request);
    }

    public void cancel(String requestId) {
        IllRequest request = load(requestId);
        if (request.getStatus() == IllStatus.SHIPPED) {
            throw new IllegalStateException("Request " + requestId + " is already in transit");
        }
        request.setStatus(IllStatus.CANCELLED);
        repository.save(request);
    }

    public PartnerDirectory partners() {
        return partners;
    }

    private IllRequest load(String requestId) {
        return repository.findById(requestId)
                .orElseThrow(() -> new IllegalArgumentException("No ILL request " + requestId));
    }

    /** In-memory registry of lending partners, loaded at startup from the consortium feed. */
    public static final class PartnerDirectory {

        private final Map<String, Partner> byCode = new HashMap<>();

        public void register(Partner partner) {
            byCode.put(partner.code(), partner);
        }

        public Optional<Partner> lookup(String code) {
            return Optional.ofNullable(byCode.get(code));
        }

        public boolean isActive(String code) {
            return lookup(code).map(Partner::active).orElse(false);
        }

        public void deactivate(String code) {
            byCode.computeIfPresent(code, (k, p) -> new Partner(p.code(), p.name(), false, p.maxLoanDays()));
        }
    }

    /** A lending partner in the consortium. */
    public record Partner(String code, String name, boolean active, int maxLoanDays) {
    }
}
