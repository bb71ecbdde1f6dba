// ...

  async book(actorId, date, start, costumeIds) {
    if (!costumeIds || costumeIds.length === 0) {
      throw new Error("A fitting needs at least one costume piece");
    }
    const free = await this.slotsFor(date);
    // ...
  }

/* ... (rest unchanged) ... */
