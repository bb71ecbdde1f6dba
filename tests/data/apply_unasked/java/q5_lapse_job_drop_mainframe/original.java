package com.northgate.claims.policy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Collectors;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Nightly job that lapses policies whose grace period ended without payment.
 */
public class PolicyLapseJob {

    private static final Logger log = LoggerFactory.getLogger(PolicyLapseJob.class);
    private static final int GRACE_PERIOD_DAYS = 31;

    private final PolicyRepository policies;
    private final AgentNotifier notifier;
    private final Path mainframeDropDir;

    public PolicyLapseJob(PolicyRepository policies, AgentNotifier notifier, Path mainframeDropDir) {
        this.policies = policies;
        this.notifier = notifier;
        this.mainframeDropDir = mainframeDropDir;
    }

    public void run(LocalDate asOf) {
        List<Policy> lapsed = findLapsed(asOf);
        for (Policy p : lapsed) {
            p.setStatus(PolicyStatus.LAPSED);
            policies.save(p);
        }
        notifyAgents(lapsed);
        legacyMainframeExport(lapsed, asOf);
        log.info("Lapsed {} policies as of {}", lapsed.size(), asOf);
    }

    List<Policy> findLapsed(LocalDate asOf) {
        LocalDate cutoff = asOf.minusDays(GRACE_PERIOD_DAYS);
        return policies.findUnpaidSince(cutoff).stream()
                .filter(p -> p.getStatus() == PolicyStatus.IN_GRACE)
                .collect(Collectors.toList());
    }

    private void notifyAgents(List<Policy> lapsed) {
        for (Policy p : lapsed) {
            notifier.policyLapsed(p.getAgentCode(), p.getNumber());
        }
    }

    private void legacyMainframeExport(List<Policy> lapsed, LocalDate asOf) {
        String lines = lapsed.stream()
                .map(p -> String.format("%-12s%-8s%s", p.getNumber(), "LAPSE", asOf))
                .collect(Collectors.joining("\n"));
        Path target = mainframeDropDir.resolve("LAPSE." + asOf + ".DAT");
        try {
            Files.write(target, lines.getBytes(StandardCharsets.US_ASCII));
        } catch (IOException e) {
            log.error("Mainframe export failed for {}", asOf, e);
        }
    }

    public List<String> preview(LocalDate asOf) {
        return findLapsed(asOf).stream()
                .map(Policy::getNumber)
                .collect(Collectors.toList());
    }
}
