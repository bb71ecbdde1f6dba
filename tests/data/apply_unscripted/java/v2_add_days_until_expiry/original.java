package org.stmarys.bloodbank.inventory;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Objects;

/**
 * A single collected unit of blood or blood component held in the bank.
 */
public class BloodUnit {

    private final String unitNumber;
    private final String donorId;
    private final BloodGroup bloodGroup;
    private final ComponentType component;
    private final LocalDateTime collectedAt;
    private final LocalDate expiryDate;
    private UnitStatus status;
    private String storageLocation;

    public BloodUnit(String unitNumber, String donorId, BloodGroup bloodGroup,
                     ComponentType component, LocalDateTime collectedAt, LocalDate expiryDate) {
        this.unitNumber = Objects.requireNonNull(unitNumber, "unitNumber");
        this.donorId = Objects.requireNonNull(donorId, "donorId");
        this.bloodGroup = Objects.requireNonNull(bloodGroup, "bloodGroup");
        this.component = Objects.requireNonNull(component, "component");
        this.collectedAt = Objects.requireNonNull(collectedAt, "collectedAt");
        this.expiryDate = Objects.requireNonNull(expiryDate, "expiryDate");
        this.status = UnitStatus.QUARANTINED;
    }

    public String getUnitNumber() {
        return unitNumber;
    }

    public String getDonorId() {
        return donorId;
    }

    public BloodGroup getBloodGroup() {
        return bloodGroup;
    }

    public ComponentType getComponent() {
        return component;
    }

    public LocalDate getExpiryDate() {
        return expiryDate;
    }

    public UnitStatus getStatus() {
        return status;
    }

    public void setStatus(UnitStatus status) {
        this.status = Objects.requireNonNull(status, "status");
    }

    public String getStorageLocation() {
        return storageLocation;
    }

    public void setStorageLocation(String storageLocation) {
        this.storageLocation = storageLocation;
    }

    public boolean isExpired(LocalDate today) {
        return today.isAfter(expiryDate);
    }

    public boolean isAvailableForIssue(LocalDate today) {
        return status == UnitStatus.AVAILABLE && !isExpired(today);
    }

    @Override
    public String toString() {
        return "BloodUnit{" + unitNumber + ", " + bloodGroup + " " + component + ", expires " + expiryDate + "}";
    }
}
