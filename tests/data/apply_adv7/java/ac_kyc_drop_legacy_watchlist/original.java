package com.northbank.kyc.checks;

import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import com.northbank.kyc.model.CheckResult;
import com.northbank.kyc.model.Customer;
import com.northbank.kyc.model.IdentityDocument;
import com.northbank.kyc.screening.LegacyWatchlistClient;
import com.northbank.kyc.screening.PepRegistry;
import com.northbank.kyc.screening.SanctionsScreeningClient;

public class KycCheckService {

    private final Clock clock;
    private final SanctionsScreeningClient sanctionsClient;
    private final LegacyWatchlistClient legacyWatchlistClient;
    private final PepRegistry pepRegistry;

    public KycCheckService(Clock clock,
                           SanctionsScreeningClient sanctionsClient,
                           LegacyWatchlistClient legacyWatchlistClient,
                           PepRegistry pepRegistry) {
        this.clock = clock;
        this.sanctionsClient = sanctionsClient;
        this.legacyWatchlistClient = legacyWatchlistClient;
        this.pepRegistry = pepRegistry;
    }

    public List<CheckResult> runAll(Customer customer) {
        List<CheckResult> results = new ArrayList<>();
        results.add(checkDocumentExpiry(customer));
        results.add(checkSanctions(customer));
        results.add(checkLegacyWatchlist(customer));
        results.add(checkPoliticallyExposed(customer));
        return results;
    }

    private CheckResult checkDocumentExpiry(Customer customer) {
        IdentityDocument doc = customer.getPrimaryDocument();
        if (doc == null) {
            return CheckResult.fail("DOC_EXPIRY", "No primary identity document on file");
        }
        LocalDate today = LocalDate.now(clock);
        if (!doc.getExpiryDate().isAfter(today)) {
            return CheckResult.fail("DOC_EXPIRY", "Document expired on " + doc.getExpiryDate());
        }
        return CheckResult.pass("DOC_EXPIRY");
    }

    private CheckResult checkSanctions(Customer customer) {
        var hits = sanctionsClient.screen(customer.getFullName(), customer.getDateOfBirth());
        if (!hits.isEmpty()) {
            return CheckResult.refer("SANCTIONS", hits.size() + " potential sanctions match(es)");
        }
        return CheckResult.pass("SANCTIONS");
    }

    private CheckResult checkLegacyWatchlist(Customer customer) {
        // TODO(kyc-412): remove once the vendor feed is fully migrated to SanctionsScreeningClient
        var hits = legacyWatchlistClient.lookup(customer.getFullName());
        if (!hits.isEmpty()) {
            return CheckResult.refer("LEGACY_WATCHLIST", hits.size() + " legacy watchlist match(es)");
        }
        return CheckResult.pass("LEGACY_WATCHLIST");
    }

    private CheckResult checkPoliticallyExposed(Customer customer) {
        if (pepRegistry.isPoliticallyExposed(customer.getFullName(), customer.getCountryOfResidence())) {
            return CheckResult.refer("PEP", "Customer matches a politically exposed person record");
        }
        return CheckResult.pass("PEP");
    }
}
