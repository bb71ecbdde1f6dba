// ... keep existing code

  assignCar(car, trackId) {
    const track = this.tracks.get(trackId);
    if (!track) {
      throw new Error(`Unknown track ${trackId}`);
    }
    if (car.hazmat && track.noHazmat) {
      throw new Error(`Track ${trackId} is restricted: no hazmat cars allowed`);
    }
    // ... keep existing code
  }

// ... keep existing code
