    GRID_UNDERFREQUENCY(0x0104, Severity.WARNING, "Grid frequency below limit"),
    GRID_LOSS(0x0105, Severity.CRITICAL, "Grid lost, anti-islanding trip"),
    // ... existing code ...

fun FaultCode.needsTruckRoll(): Boolean = when (this) {
    // ... existing code ...
    FaultCode.GRID_UNDERFREQUENCY -> false
    FaultCode.GRID_LOSS -> false
    // ... existing code ...
}
