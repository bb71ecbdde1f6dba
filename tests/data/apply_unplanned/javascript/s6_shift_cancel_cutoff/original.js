import { formatShiftTime, isSameDay } from './dates.js';
import { fetchJson } from './http.js';

const API_BASE = '/api/v1/shifts';
const MAX_SHIFTS_PER_WEEK = 3;

export class ShiftBoard {
  constructor(root, volunteer) {
    this.root = root;
    this.volunteer = volunteer;
    this.shifts = [];
    this.selectedDay = new Date();
  }

  async load() {
    this.shifts = await fetchJson(`${API_BASE}?status=open`);
    this.render();
  }

  shiftsForDay(day) {
    return this.shifts.filter((shift) => isSameDay(new Date(shift.startsAt), day));
  }

  bookedThisWeek() {
    return this.shifts.filter((shift) => shift.volunteerId === this.volunteer.id).length;
  }

  canSignUp(shift) {
    if (shift.volunteerId) {
      return false;
    }
    if (this.bookedThisWeek() >= MAX_SHIFTS_PER_WEEK) {
      return false;
    }
    return true;
  }

  async signUp(shiftId) {
    const updated = await fetchJson(`${API_BASE}/${shiftId}/signup`, {
      method: 'POST',
      body: JSON.stringify({ volunteerId: this.volunteer.id }),
    });
    this.replaceShift(updated);
    this.render();
  }

  async cancel(shiftId) {
    const updated = await fetchJson(`${API_BASE}/${shiftId}/cancel`, {
      method: 'POST',
      body: JSON.stringify({ volunteerId: this.volunteer.id }),
    });
    this.replaceShift(updated);
    this.render();
  }

  replaceShift(updated) {
    this.shifts = this.shifts.map((shift) => (shift.id === updated.id ? updated : shift));
  }

  renderShift(shift) {
    const item = document.createElement('li');
    item.className = 'shift';
    item.textContent = `${shift.site} - ${formatShiftTime(shift.startsAt, shift.endsAt)}`;
    if (this.canSignUp(shift)) {
      const button = document.createElement('button');
      button.textContent = 'Sign up';
      button.addEventListener('click', () => this.signUp(shift.id));
      item.appendChild(button);
    } else if (shift.volunteerId === this.volunteer.id) {
      const button = document.createElement('button');
      button.textContent = 'Cancel';
      button.addEventListener('click', () => this.cancel(shift.id));
      item.appendChild(button);
    }
    return item;
  }

  render() {
    const list = document.createElement('ul');
    for (const shift of this.shiftsForDay(this.selectedDay)) {
      list.appendChild(this.renderShift(shift));
    }
    this.root.replaceChildren(list);
  }
}
