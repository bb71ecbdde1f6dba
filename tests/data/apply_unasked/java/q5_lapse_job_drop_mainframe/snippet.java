package com.northgate.claims.policy;

import java.time.LocalDate;
import java.util.List;
import java.util.stream.Collectors;

// ... existing code ...

    private final PolicyRepository policies;
    private final AgentNotifier notifier;

    public PolicyLapseJob(PolicyRepository policies, AgentNotifier notifier) {
        this.policies = policies;
        this.notifier = notifier;
    }

    public void run(LocalDate asOf) {
        // ... existing code ...
        notifyAgents(lapsed);
        log.info("Lapsed {} policies as of {}", lapsed.size(), asOf);
    }

    // ... existing code ...

    private void notifyAgents(List<Policy> lapsed) {
        for (Policy p : lapsed) {
            notifier.policyLapsed(p.getAgentCode(), p.getNumber());
        }
    }

    // ... removed legacyMainframeExport() - the mainframe feed is retired ...

    public List<String> preview(LocalDate asOf) {
        // ... existing code ...
    }
}
