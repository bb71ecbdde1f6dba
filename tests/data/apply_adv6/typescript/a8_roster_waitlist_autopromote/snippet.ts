// ... keep existing code

  drop(studentId: string): boolean {
    // ... keep existing code
    if (!this.enrolled.delete(studentId)) {
      return false;
    }
    this.bus.emit("roster.dropped", { sectionId: this.section.id, studentId });
    this.promoteFromWaitlist();
    return true;
  }

  private promoteFromWaitlist(): void {
    if (this.section.status === "closed" || this.seatsLeft === 0) {
      return;
    }
    const next = this.waitlist.shift();
    if (next === undefined) {
      return;
    }
    this.enrolled.add(next);
    this.bus.emit("roster.enrolled", { sectionId: this.section.id, studentId: next, fromWaitlist: true });
  }

// ... keep existing code
