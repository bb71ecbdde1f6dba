import { EventEmitter } from 'node:events';

/**
 * In-memory board of which railcars stand on which classification track.
 * Each track: { id, clearLengthFeet, noHazmat, cars: [] }.
 */
export class TrackAssignmentBoard extends EventEmitter {
  constructor(tracks) {
    super();
    this.tracks = new Map(tracks.map((t) => [t.id, { ...t, cars: [] }]));
    this.carLocations = new Map();
  }

  occupiedFeet(trackId) {
    const track = this.tracks.get(trackId);
    return track.cars.reduce((sum, car) => sum + car.lengthFeet, 0);
  }

  remainingFeet(trackId) {
    const track = this.tracks.get(trackId);
    return track.clearLengthFeet - this.occupiedFeet(trackId);
  }

  assignCar(car, trackId) {
    const track = this.tracks.get(trackId);
    if (!track) {
      throw new Error(`Unknown track ${trackId}`);
    }
    if (car.hazmat && track.noHazmat) {
      throw new Error(`Track ${trackId} is restricted: no hazmat cars allowed`);
    }
    if (this.remainingFeet(trackId) < car.lengthFeet) {
      throw new Error(`Track ${trackId} cannot hold ${car.reportingMark} ${car.carNumber}`);
    }
    track.cars.push(car);
    this.carLocations.set(car.id, trackId);
    this.emit('assigned', { carId: car.id, trackId });
  }

  releaseCar(carId) {
    const trackId = this.carLocations.get(carId);
    if (!trackId) {
      throw new Error(`Car ${carId} is not on any track`);
    }
    const track = this.tracks.get(trackId);
    track.cars = track.cars.filter((car) => car.id !== carId);
    this.carLocations.delete(carId);
    this.emit('released', { carId, trackId });
  }

  moveCar(carId, toTrackId) {
    const fromTrackId = this.carLocations.get(carId);
    if (!fromTrackId) {
      throw new Error(`Car ${carId} is not on any track`);
    }
    const car = this.tracks.get(fromTrackId).cars.find((c) => c.id === carId);
    this.releaseCar(carId);
    this.assignCar(car, toTrackId);
  }

  carsOnTrack(trackId) {
    const track = this.tracks.get(trackId);
    if (!track) {
      throw new Error(`Unknown track ${trackId}`);
    }
    return [...track.cars];
  }
}
