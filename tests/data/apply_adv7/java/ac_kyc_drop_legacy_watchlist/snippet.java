// ... existing code ...
import com.northbank.kyc.model.IdentityDocument;
import com.northbank.kyc.screening.PepRegistry;
import com.northbank.kyc.screening.SanctionsScreeningClient;

public class KycCheckService {

    private final Clock clock;
    private final SanctionsScreeningClient sanctionsClient;
    private final PepRegistry pepRegistry;

    public KycCheckService(Clock clock,
                           SanctionsScreeningClient sanctionsClient,
                           PepRegistry pepRegistry) {
        this.clock = clock;
        this.sanctionsClient = sanctionsClient;
        this.pepRegistry = pepRegistry;
    }

    public List<CheckResult> runAll(Customer customer) {
        List<CheckResult> results = new ArrayList<>();
        results.add(checkDocumentExpiry(customer));
        results.add(checkSanctions(customer));
        results.add(checkPoliticallyExposed(customer));
        return results;
    }

    // ... existing code ...

    private CheckResult checkSanctions(Customer customer) {
        var hits = sanctionsClient.screen(customer.getFullName(), customer.getDateOfBirth());
        if (!hits.isEmpty()) {
            return CheckResult.refer("SANCTIONS", hits.size() + " potential sanctions match(es)");
        }
        return CheckResult.pass("SANCTIONS");
    }

    private CheckResult checkPoliticallyExposed(Customer customer) {
        // ... existing code ...
    }
}
