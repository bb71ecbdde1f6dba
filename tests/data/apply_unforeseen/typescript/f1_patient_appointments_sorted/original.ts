import type { Appointment, AppointmentRequest, Clinic, Vet } from "./types";

const BASE_URL: string = import.meta.env.VITE_BOOKING_API ?? "/api";

export class BookingApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "BookingApiError";
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    ...init,
    headers: { "Content-Type": "application/json", ...init.headers },
    credentials: "include",
  });
  if (!res.ok) {
    const body = await res.text();
    throw new BookingApiError(res.status, body || res.statusText);
  }
  if (res.status === 204) {
    return undefined as T;
  }
  return (await res.json()) as T;
}

export async function listClinics(): Promise<Clinic[]> {
  const data = await request<{ clinics: Clinic[] }>("/clinics");
  return data.clinics;
}

export async function listVets(clinicId: string): Promise<Vet[]> {
  const data = await request<{ vets: Vet[] }>(`/clinics/${clinicId}/vets`);
  return data.vets;
}

export async function listAppointments(patientId: string): Promise<Appointment[]> {
  const data = await request<{ appointments: Appointment[] }>(`/patients/${patientId}/appointments`);
  return data.appointments;
}

export async function listClinicDay(clinicId: string, date: string): Promise<Appointment[]> {
  const data = await request<{ appointments: Appointment[] }>(
    `/clinics/${clinicId}/appointments?date=${encodeURIComponent(date)}`,
  );
  return data.appointments;
}

export async function bookAppointment(req: AppointmentRequest): Promise<Appointment> {
  return request<Appointment>("/appointments", {
    method: "POST",
    body: JSON.stringify(req),
  });
}

export async function cancelAppointment(id: string, reason: string): Promise<void> {
  await request<void>(`/appointments/${id}/cancel`, {
    method: "POST",
    body: JSON.stringify({ reason }),
  });
}
