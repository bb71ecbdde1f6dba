// ... existing code ...

  Future<List<StockItem>> needsReorder() async {
    // ... existing code ...
    _log.info('${result.length} item(s) need reordering');
    return result.sortedBy<num>((i) => i.leadTimeDays);
  }
}
