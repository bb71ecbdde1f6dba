import { useEffect, useMemo, useState } from "react";

import { fetchForecast, type ForecastPoint } from "../api/forecast";
import { formatKw, formatKwh } from "../lib/format";
import { Sparkline } from "./Sparkline";

type Props = {
  siteId: string;
  horizonHours?: number;
};

type LoadState = "idle" | "loading" | "ready" | "error";

const TIME_FORMAT: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };

export function ForecastCard({ siteId, horizonHours = 24 }: Props) {
  const [points, setPoints] = useState<ForecastPoint[]>([]);
  const [state, setState] = useState<LoadState>("idle");

  useEffect(() => {
    let cancelled = false;
    setState("loading");
    fetchForecast(siteId, horizonHours)
      .then((data) => {
        if (cancelled) return;
        setPoints(data);
        setState("ready");
      })
      .catch(() => {
        if (!cancelled) setState("error");
      });
    return () => {
      cancelled = true;
    };
  }, [siteId, horizonHours]);

  const peak = useMemo(
    () => points.reduce<ForecastPoint | undefined>((max, p) => (!max || p.powerKw > max.powerKw ? p : max), undefined),
    [points],
  );
  const energyKwh = useMemo(
    () => points.reduce((sum, p) => sum + p.powerKw * 0.25, 0),
    [points],
  );

  if (state === "error") {
    return <div className="forecast-card forecast-card--error">Forecast unavailable</div>;
  }

  return (
    <div className="forecast-card">
      <header className="forecast-card__header">
        <h3>PV forecast</h3>
        <span className="forecast-card__horizon">next {horizonHours} h</span>
      </header>
      {state === "loading" && <div className="forecast-card__spinner" />}
      {state === "ready" && peak && (
        <>
          <Sparkline values={points.map((p) => p.powerKw)} height={48} />
          <dl className="forecast-card__stats">
            <dt>Energy</dt>
            <dd>{formatKwh(energyKwh)}</dd>
            <dt>Peak</dt>
            <dd>
              {formatKw(peak.powerKw)} at {new Date(peak.time).toLocaleTimeString([], TIME_FORMAT)}
            </dd>
          </dl>
        </>
      )}
    </div>
  );
}
