// Alert banner shown on the station dashboard when any station has an active alert.
import { useEffect, useState } from "react";

import { useActiveAlerts } from "../hooks/useActiveAlerts";
import type { AlertSeverity, StationAlert } from "../types/alerts";
import styles from "./AlertBanner.module.css";

const SEVERITY_ORDER: AlertSeverity[] = ["critical", "warning", "advisory"];

const SEVERITY_LABEL: Record<AlertSeverity, string> = {
  critical: "Critical",
  warning: "Warning",
  advisory: "Advisory",
};

function mostSevere(alerts: StationAlert[]): AlertSeverity | null {
  for (const severity of SEVERITY_ORDER) {
    if (alerts.some((a) => a.severity === severity)) {
      return severity;
    }
  }
  return null;
}

interface AlertBannerProps {
  networkId: string;
  rotateEveryMs?: number;
}

function AlertBanner({ networkId, rotateEveryMs = 8000 }: AlertBannerProps) {
  const { alerts, isLoading } = useActiveAlerts(networkId);
  const [index, setIndex] = useState(0);
  const [dismissed, setDismissed] = useState<string[]>([]);

  const visible = alerts.filter((a) => !dismissed.includes(a.id));

  useEffect(() => {
    if (visible.length < 2) return;
    const timer = window.setInterval(() => {
      setIndex((i) => (i + 1) % visible.length);
    }, rotateEveryMs);
    return () => window.clearInterval(timer);
  }, [visible.length, rotateEveryMs]);

  if (isLoading || visible.length === 0) {
    return null;
  }

  const current = visible[index % visible.length];
  const level = mostSevere(visible) ?? "advisory";

  return (
    <div className={`${styles.banner} ${styles[level]}`} role="alert">
      <strong>{SEVERITY_LABEL[current.severity]}</strong>
      <span className={styles.station}>{current.stationName}</span>
      <span className={styles.message}>{current.message}</span>
      {visible.length > 1 && (
        <span className={styles.count}>
          {(index % visible.length) + 1} of {visible.length}
        </span>
      )}
      <button
        type="button"
        className={styles.dismiss}
        aria-label="Dismiss alert"
        onClick={() => setDismissed((ids) => [...ids, current.id])}
      >
        ×
      </button>
    </div>
  );
}

export default AlertBanner;
