// ... existing code ...

  async getTramDepartures(stopId: string): Promise<Departure[]> {
    // ... existing code ...
    const departures = rows.map(toDeparture);
    this.cache.set(cacheKey, departures, 15); // tram AVL feed updates every 10s
    return departures;
  }

// ... existing code ...
