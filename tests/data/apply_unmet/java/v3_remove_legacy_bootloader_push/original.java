package io.fleetworks.ota;

import io.fleetworks.ota.model.DeviceRecord;
import io.fleetworks.ota.model.FirmwareImage;
import io.fleetworks.ota.model.RolloutTicket;
import io.fleetworks.ota.store.DeviceRegistry;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.zip.CRC32;

public class OtaUpdateService {

    private static final int MAX_BATCH = 500;

    private final DeviceRegistry registry;
    private final ImageSigner signer;
    private final Clock clock;

    public OtaUpdateService(DeviceRegistry registry, ImageSigner signer, Clock clock) {
        this.registry = Objects.requireNonNull(registry);
        this.signer = Objects.requireNonNull(signer);
        this.clock = Objects.requireNonNull(clock);
    }

    public RolloutTicket scheduleUpdate(String fleetId, FirmwareImage image) {
        if (!signer.verify(image)) {
            throw new IllegalArgumentException("unsigned image " + image.version());
        }
        List<String> targets = registry.devicesInFleet(fleetId).stream()
                .filter(d -> d.hardwareRev().equals(image.hardwareRev()))
                .filter(d -> !d.firmwareVersion().equals(image.version()))
                .map(DeviceRecord::id)
                .limit(MAX_BATCH)
                .collect(Collectors.toList());
        return new RolloutTicket(fleetId, image.version(), targets, Instant.now(clock));
    }

    /**
     * Pushes an image to devices still running the v1 bootloader, which cannot
     * verify signatures and only accepts a CRC32 trailer.
     *
     * @deprecated v1 bootloaders were retired with fleet firmware 4.0
     */
    @Deprecated
    public RolloutTicket pushLegacyImage(String fleetId, FirmwareImage image) {
        CRC32 crc = new CRC32();
        crc.update(image.payload());
        List<String> targets = registry.devicesInFleet(fleetId).stream()
                .filter(DeviceRecord::hasV1Bootloader)
                .map(DeviceRecord::id)
                .collect(Collectors.toList());
        image.appendTrailer(crc.getValue());
        return new RolloutTicket(fleetId, image.version(), targets, Instant.now(clock));
    }

    public void cancel(RolloutTicket ticket) {
        for (String deviceId : ticket.deviceIds()) {
            registry.clearPendingUpdate(deviceId);
        }
        ticket.markCancelled(Instant.now(clock));
    }

    public long pendingCount(String fleetId) {
        return registry.devicesInFleet(fleetId).stream()
                .filter(DeviceRecord::hasPendingUpdate)
                .count();
    }
}
