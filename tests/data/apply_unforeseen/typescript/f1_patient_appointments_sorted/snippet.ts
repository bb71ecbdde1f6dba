// ... existing code ...

export async function listAppointments(patientId: string): Promise<Appointment[]> {
  const data = await request<{ appointments: Appointment[] }>(`/patients/${patientId}/appointments`);
  return [...data.appointments].sort((a, b) => b.startsAt.localeCompare(a.startsAt));
}

// ... existing code ...
