// ... keep existing code

const API_BASE = '/api/v1/shifts';
const MAX_SHIFTS_PER_WEEK = 3;
const CANCEL_CUTOFF_HOURS = 24;

// ... keep existing code

  async cancel(shiftId) {
    const shift = this.shifts.find((s) => s.id === shiftId);
    const hoursUntilStart = (new Date(shift.startsAt) - Date.now()) / 36e5;
    if (hoursUntilStart < CANCEL_CUTOFF_HOURS) {
      throw new Error(`Shifts cannot be cancelled less than ${CANCEL_CUTOFF_HOURS} hours ahead`);
    }
    const updated = await fetchJson(`${API_BASE}/${shiftId}/cancel`, {
      method: 'POST',
      body: JSON.stringify({ volunteerId: this.volunteer.id }),
    });
    this.replaceShift(updated);
    this.render();
  }

// ... keep existing code
