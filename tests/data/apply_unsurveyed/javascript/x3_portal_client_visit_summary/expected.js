// Patient portal API client used by the web and kiosk front ends.
// All requests go through the portal gateway, which forwards the session cookie.

import axios from 'axios';

const DEFAULT_TIMEOUT_MS = 10000;

export function createPortalClient({ baseURL, onUnauthorized }) {
  const client = axios.create({
    baseURL,
    timeout: DEFAULT_TIMEOUT_MS,
    withCredentials: true,
    headers: { Accept: 'application/json' },
  });

  client.interceptors.response.use(
    (response) => response,
    (error) => {
      if (error.response && error.response.status === 401 && onUnauthorized) {
        onUnauthorized();
      }
      return Promise.reject(error);
    }
  );

  return client;
}

export async function fetchUpcomingAppointments(client, patientId) {
  const response = await client.get(`/patients/${encodeURIComponent(patientId)}/appointments`, {
    params: { status: 'booked', from: new Date().toISOString() },
  });
  return response.data.items;
}

export async function cancelAppointment(client, appointmentId, reason) {
  await client.post(`/appointments/${encodeURIComponent(appointmentId)}/cancel`, { reason });
}

export async function fetchLabResults(client, patientId, { releasedOnly = true } = {}) {
  const response = await client.get(`/patients/${encodeURIComponent(patientId)}/lab-results`, {
    params: { released: releasedOnly },
  });
  return response.data.items.map((result) => ({
    ...result,
    collectedAt: new Date(result.collectedAt),
  }));
}

export async function requestRefill(client, prescriptionId, pharmacyId) {
  const response = await client.post(`/prescriptions/${encodeURIComponent(prescriptionId)}/refill-requests`, {
    pharmacyId,
  });
  return response.data;
}

export async function downloadVisitSummary(client, visitId) {
  const response = await client.get(`/visits/${encodeURIComponent(visitId)}/summary.pdf`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  return response.data;
}

export default {
  createPortalClient,
  fetchUpcomingAppointments,
  cancelAppointment,
  fetchLabResults,
  requestRefill,
  downloadVisitSummary,
};
