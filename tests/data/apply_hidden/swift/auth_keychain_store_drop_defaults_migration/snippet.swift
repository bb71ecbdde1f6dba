final class KeychainTokenStore: TokenStore {
    // ... existing code ...

    // migrateFromUserDefaults(_:accounts:) removed — 1.x installs are no longer supported

    // ... existing code ...
}
