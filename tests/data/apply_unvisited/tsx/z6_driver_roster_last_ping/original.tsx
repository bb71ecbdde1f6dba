import React, { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { fetchDrivers } from "../api/drivers";
import { HosGauge } from "./HosGauge";
import type { Driver, DutyStatus } from "../types";
import styles from "./DriverRoster.module.css";

const STATUS_LABELS: Record<DutyStatus, string> = {
  OFF_DUTY: "Off duty",
  ON_DUTY: "On duty",
  DRIVING: "Driving",
  SLEEPER: "Sleeper berth",
};

interface DriverRosterProps {
  depotId: string;
  onSelectDriver?: (driver: Driver) => void;
}

export function DriverRoster({ depotId, onSelectDriver }: DriverRosterProps) {
  const [filter, setFilter] = useState<DutyStatus | "ALL">("ALL");
  const { data: drivers = [], isLoading, error } = useQuery({
    queryKey: ["drivers", depotId],
    queryFn: () => fetchDrivers(depotId),
    refetchInterval: 60_000,
  });

  const visible = useMemo(
    () => (filter === "ALL" ? drivers : drivers.filter((d) => d.status === filter)),
    [drivers, filter],
  );

  if (isLoading) return <p className={styles.muted}>Loading drivers…</p>;
  if (error) return <p className={styles.error}>Could not load drivers for {depotId}.</p>;

  return (
    <section className={styles.roster}>
      <header className={styles.toolbar}>
        <h2>Drivers</h2>
        <select value={filter} onChange={(e) => setFilter(e.target.value as DutyStatus | "ALL")}>
          <option value="ALL">All statuses</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </header>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>Driver</th>
            <th>Van</th>
            <th>Status</th>
            <th>Driving left</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((driver) => (
            <tr key={driver.id} onClick={() => onSelectDriver?.(driver)}>
              <td>{driver.name}</td>
              <td>{driver.vanPlate ?? "—"}</td>
              <td>{STATUS_LABELS[driver.status]}</td>
              <td>
                <HosGauge remainingMinutes={driver.drivingMinutesLeft} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
