// ... existing code ...

interface EventsUrlOptions {
  since?: Date;
  includeCustoms?: boolean;
}

function eventsUrl(containerNo: string, { since, includeCustoms = false }: EventsUrlOptions = {}): string {
  const params = new URLSearchParams();
  if (since) params.set("since", since.toISOString());
  if (includeCustoms) params.set("include", "customs");
  const base = `/tracking/containers/${encodeURIComponent(containerNo)}/events`;
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

// ... existing code ...

    apiGet<ContainerEvent[]>(eventsUrl(containerNo, { includeCustoms: true }))
      // ... existing code ...
