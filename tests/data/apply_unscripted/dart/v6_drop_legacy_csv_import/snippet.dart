class InspectionImporter {
  // ... existing code ...

  // removed importLegacyCsv() - the old 6-column paper-form export is no longer accepted

  List<Inspection> importJson(String source) {
    // ... existing code ...
  }

  // ... existing code ...
}
