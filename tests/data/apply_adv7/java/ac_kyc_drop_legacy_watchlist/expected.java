package com.northbank.kyc.checks;

import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import com.northbank.kyc.model.CheckResult;
import com.northbank.kyc.model.Customer;
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

    private CheckResult checkPoliticallyExposed(Customer customer) {
        if (pepRegistry.isPoliticallyExposed(customer.getFullName(), customer.getCountryOfResidence())) {
            return CheckResult.refer("PEP", "Customer matches a politically exposed person record");
        }
        return CheckResult.pass("PEP");
    }
}
