package com.acme.logistics.api.dto;

import java.time.Instant;
import java.util.Objects;

public final class ShipmentDto {

    private final String trackingNumber;
    private final String carrier;
    private final String status;
    private final Instant shippedAt;

    public ShipmentDto(String trackingNumber, String carrier, String status, Instant shippedAt) {
        this.trackingNumber = trackingNumber;
        this.carrier = carrier;
        this.status = status;
        this.shippedAt = shippedAt;
    }

    public String getTrackingNumber() {
        return trackingNumber;
    }

    public String getCarrier() {
        return carrier;
    }

    public String getStatus() {
        return status;
    }

    public Instant getShippedAt() {
        return shippedAt;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof ShipmentDto other)) return false;
        return trackingNumber.equals(other.trackingNumber) && carrier.equals(other.carrier);
    }

    @Override
    public int hashCode() {
        return Objects.hash(trackingNumber, carrier);
    }
}
