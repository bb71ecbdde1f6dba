package org.stmarys.bloodbank.expiry;

import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.logging.Logger;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import org.stmarys.bloodbank.inventory.BloodUnit;
import org.stmarys.bloodbank.inventory.InventoryRepository;
import org.stmarys.bloodbank.inventory.UnitStatus;

@Component
public class ExpiryJobs {

    private static final Logger LOG = Logger.getLogger(ExpiryJobs.class.getName());

    private final InventoryRepository inventory;
    private final ExpiryNotifier notifier;
    private final Clock clock;

    public ExpiryJobs(InventoryRepository inventory, ExpiryNotifier notifier, Clock clock) {
        this.inventory = inventory;
        this.notifier = notifier;
        this.clock = clock;
    }

    /** Moves every unit past its expiry date to EXPIRED so it can no longer be issued. */
    @Scheduled(cron = "0 5 * * * *")
    public void expireOutdatedUnits() {
        LocalDate today = LocalDate.now(clock);
        List<BloodUnit> outdated = inventory.findAvailableExpiringBefore(today);
        for (BloodUnit unit : outdated) {
            unit.setStatus(UnitStatus.EXPIRED);
            inventory.save(unit);
        }
        LOG.info("Expired " + outdated.size() + " units");
    }

    /** Platelets only last five days, so they are checked every hour. */
    @Scheduled(cron = "0 0 * * * *")
    public void expirePlatelets() {
        LocalDateTime now = LocalDateTime.now(clock);
        List<BloodUnit> outdated = inventory.findPlateletsExpiringBefore(now);
        for (BloodUnit unit : outdated) {
            unit.setStatus(UnitStatus.EXPIRED);
            inventory.save(unit);
        }
        LOG.info("Expired " + outdated.size() + " platelet units");
    }

    /** Old nightly sweep kept from the previous LIMS; scans the whole table. */
    @Scheduled(cron = "0 30 2 * * *")
    public void legacyNightlySweep() {
        LocalDate today = LocalDate.now(clock);
        for (BloodUnit unit : inventory.findAll()) {
            if (unit.getStatus() != UnitStatus.EXPIRED && unit.isExpired(today)) {
                unit.setStatus(UnitStatus.EXPIRED);
                inventory.save(unit);
            }
        }
        LOG.info("Legacy nightly sweep finished");
    }

    /** Warns the blood bank staff about units that expire within the next 48 hours. */
    @Scheduled(cron = "0 0 7 * * *")
    public void warnAboutSoonToExpire() {
        LocalDate limit = LocalDate.now(clock).plusDays(2);
        List<BloodUnit> soon = inventory.findAvailableExpiringBefore(limit);
        if (!soon.isEmpty()) {
            notifier.notifyShortDated(soon);
        }
    }
}
