class ProfileRepository {
  // ... existing code ...

  // (deleted the deprecated fetchProfileLegacy() – v1 endpoint is gone)

  // ... existing code ...
}
