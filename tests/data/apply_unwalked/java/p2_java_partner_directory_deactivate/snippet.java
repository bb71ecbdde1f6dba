// ... existing code ...

public class InterlibraryRequestService {

    // ... existing code ...

    /** In-memory registry of lending partners, loaded at startup from the consortium feed. */
    public static final class PartnerDirectory {

        // ... existing code ...

        public boolean isActive(String code) {
            return lookup(code).map(Partner::active).orElse(false);
        }

        public void deactivate(String code) {
            byCode.computeIfPresent(code, (k, p) -> new Partner(p.code(), p.name(), false, p.maxLoanDays()));
        }
    }

    // ... existing code ...
}
