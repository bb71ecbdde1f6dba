import { useEffect, useState, type FormEvent } from "react";

import { apiGet } from "../api/client";
import type { ContainerEvent } from "../types/tracking";
import { EventList } from "./EventList";
import { Spinner } from "./Spinner";

const ISO_6346 = /^[A-Z]{3}[UJZ]\d{7}$/;

export function normalizeContainerNo(raw: string): string {
  return raw.replace(/[\s-]/g, "").toUpperCase();
}

export function isValidContainerNo(containerNo: string): boolean {
  return ISO_6346.test(containerNo);
}

function eventsUrl(containerNo: string): string {
  return `/tracking/containers/${encodeURIComponent(containerNo)}/events`;
}

interface ContainerTrackingPanelProps {
  initialContainerNo?: string;
}

export function ContainerTrackingPanel({ initialContainerNo = "" }: ContainerTrackingPanelProps) {
  const [input, setInput] = useState(initialContainerNo);
  const [containerNo, setContainerNo] = useState<string | null>(null);
  const [events, setEvents] = useState<ContainerEvent[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!containerNo) return;
    let cancelled = false;
    setLoading(true);
    setError(null);
    apiGet<ContainerEvent[]>(eventsUrl(containerNo))
      .then((data) => {
        if (!cancelled) setEvents(data);
      })
      .catch((err: Error) => {
        if (!cancelled) setError(err.message);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [containerNo]);

  function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const normalized = normalizeContainerNo(input);
    if (!isValidContainerNo(normalized)) {
      setError(`"${input}" is not a valid ISO 6346 container number`);
      return;
    }
    setContainerNo(normalized);
  }

  return (
    <section className="tracking-panel">
      <form onSubmit={handleSubmit} className="tracking-panel__form">
        <input
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder="e.g. MSCU 123456-7"
          aria-label="Container number"
        />
        <button type="submit" disabled={loading}>
          Track
        </button>
      </form>
      {error && <p className="tracking-panel__error">{error}</p>}
      {loading ? <Spinner /> : <EventList events={events} />}
    </section>
  );
}
