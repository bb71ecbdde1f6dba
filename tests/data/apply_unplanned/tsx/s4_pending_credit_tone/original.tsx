import { useEffect, useState } from "react";
import { BoltIcon, ClockIcon, SunIcon, UsersIcon } from "./icons";
import { StatCard } from "./StatCard";
import { fetchCoopTotals, type CoopTotals } from "../api/totals";
import { formatCents, formatKwh } from "../lib/format";

type OverviewProps = {
  month: string;
};

export function Overview({ month }: OverviewProps) {
  const [totals, setTotals] = useState<CoopTotals | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchCoopTotals(month)
      .then((t) => {
        if (!cancelled) setTotals(t);
      })
      .catch((e: Error) => {
        if (!cancelled) setError(e.message);
      });
    return () => {
      cancelled = true;
    };
  }, [month]);

  if (error) {
    return <p className="text-red-600">Could not load totals: {error}</p>;
  }
  if (!totals) {
    return <p className="text-gray-500">Loading…</p>;
  }

  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="mb-4 text-xl font-semibold">
        Co-op overview for {month}
      </h2>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard
          label="Generated"
          value={formatKwh(totals.generatedKwh)}
          icon={<SunIcon />}
          tone="positive"
        />
        <StatCard
          label="Exported to grid"
          value={formatKwh(totals.exportedKwh)}
          icon={<BoltIcon />}
          tone="positive"
        />
        <StatCard
          label="Credits issued"
          value={formatCents(totals.issuedCreditCents)}
          icon={<ClockIcon />}
          tone="neutral"
        />
        <StatCard
          label="Credits pending"
          value={formatCents(totals.pendingCreditCents)}
          icon={<ClockIcon />}
          tone="neutral"
        />
        <StatCard
          label="Active members"
          value={totals.activeMembers.toLocaleString()}
          icon={<UsersIcon />}
          tone="neutral"
        />
      </div>
    </section>
  );
}
