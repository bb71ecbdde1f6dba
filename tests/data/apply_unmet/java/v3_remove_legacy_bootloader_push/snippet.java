// ... existing code ...
import java.util.stream.Collectors;
// (removed the java.util.zip.CRC32 import, nothing uses it anymore)

public class OtaUpdateService {

    // ... existing code ...
                .limit(MAX_BATCH)
                .collect(Collectors.toList());
        return new RolloutTicket(fleetId, image.version(), targets, Instant.now(clock));
    }

    // ... removed deprecated pushLegacyImage() together with its Javadoc ...

    public void cancel(RolloutTicket ticket) {
    // ... existing code ...
