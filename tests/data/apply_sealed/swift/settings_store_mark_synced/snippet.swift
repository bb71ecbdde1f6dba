final class SettingsStore: ObservableObject {
    // ... existing properties, init and methods ...

    func markSynced(at date: Date = Date()) {
        lastSyncDate = date
        logger.debug("Marked sync completed at \(date, privacy: .public)")
    }
}
