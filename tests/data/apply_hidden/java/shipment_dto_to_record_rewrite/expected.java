package com.acme.logistics.api.dto;

import java.time.Instant;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonInclude;

@JsonInclude(JsonInclude.Include.NON_NULL)
public record ShipmentDto(String trackingNumber, String carrier, ShipmentStatus status, Instant shippedAt) {

    public ShipmentDto {
        Objects.requireNonNull(trackingNumber, "trackingNumber");
        Objects.requireNonNull(carrier, "carrier");
        status = status == null ? ShipmentStatus.PENDING : status;
    }

    public boolean isDelivered() {
        return status == ShipmentStatus.DELIVERED;
    }
}
