package org.citylibrary.ill.courier;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

public class CourierManifestBuilder {

    private final String routeCode;
    private final LocalDate runDate;
    private final List<ManifestLine> lines = new ArrayList<>();

    public CourierManifestBuilder(String routeCode, LocalDate runDate) {
        this.routeCode = routeCode;
        this.runDate = runDate;
    }

    public CourierManifestBuilder addOutgoing(String itemBarcode, String fromBranch, String toLibrary) {
        lines.add(new ManifestLine(itemBarcode, fromBranch, toLibrary, Direction.OUTGOING));
        return this;
    }

    public CourierManifestBuilder addReturn(String itemBarcode, String fromLibrary, String toBranch) {
        lines.add(new ManifestLine(itemBarcode, fromLibrary, toBranch, Direction.RETURN));
        return this;
    }

    public CourierManifestBuilder addTransfer(String itemBarcode, String fromBranch, String toBranch) {
        lines.add(new ManifestLine(itemBarcode, fromBranch, toBranch, Direction.TRANSFER));
        return this;
    }

    public List<ManifestLine> linesFor(String branchCode) {
        return lines.stream()
                .filter(line -> line.origin().equals(branchCode) || line.destination().equals(branchCode))
                .collect(Collectors.toList());
    }

    public Manifest build() {
        if (lines.isEmpty()) {
            throw new IllegalStateException("Manifest for route " + routeCode + " has no items");
        }
        return new Manifest(routeCode, runDate, List.copyOf(lines));
    }
}
