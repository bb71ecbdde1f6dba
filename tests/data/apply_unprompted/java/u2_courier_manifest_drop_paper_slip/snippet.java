    // ... existing code ...

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
