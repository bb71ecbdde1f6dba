// ... existing code ...

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
