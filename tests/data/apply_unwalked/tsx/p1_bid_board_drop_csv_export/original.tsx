import { useEffect, useState } from "react";
import { fetchBids, type BidSummary } from "../api/market";
import { Sparkline } from "../charts/Sparkline";

interface BidBoardProps {
  portfolio: string;
  deliveryDate: string;
}

const currency = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });

function exportBidsCsv(bids: BidSummary[], deliveryDate: string) {
  const header = "hour,volume_mwh,price_eur,status";
  const lines = bids.map((b) => [b.hour, b.volumeMwh, b.priceEur, b.status].join(","));
  const blob = new Blob([[header, ...lines].join("\n")], { type: "text/csv" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `bids-${deliveryDate}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

function statusLabel(status: BidSummary["status"]): string {
  switch (status) {
    case "accepted":
      return "Accepted";
    case "partial":
      return "Partially cleared";
    case "rejected":
      return "Rejected";
    default:
      return "Pending";
  }
}

export function BidBoard({ portfolio, deliveryDate }: BidBoardProps) {
  const [bids, setBids] = useState<BidSummary[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchBids(portfolio, deliveryDate)
      .then((rows) => {
        if (!cancelled) setBids(rows);
      })
      .catch((err: Error) => {
        if (!cancelled) setError(err.message);
      });
    return () => {
      cancelled = true;
    };
  }, [portfolio, deliveryDate]);

  if (error) {
    return <div className="alert alert--error">Could not load bids: {error}</div>;
  }

  const cleared = bids.filter((b) => b.status === "accepted" || b.status === "partial");
  const revenue = cleared.reduce((sum, b) => sum + b.clearedMwh * b.clearingPriceEur, 0);

  return (
    <section className="bid-board">
      <header className="bid-board__header">
        <h2>
          {portfolio} · {deliveryDate}
        </h2>
        <span className="bid-board__revenue">{currency.format(revenue)}</span>
        <button type="button" className="btn btn--ghost" onClick={() => exportBidsCsv(bids, deliveryDate)}>
          Export CSV
        </button>
      </header>
      <Sparkline values={bids.map((b) => b.priceEur)} height={40} />
      <ol className="bid-board__hours">
        {bids.map((b) => (
          <li key={b.hour} className={`bid bid--${b.status}`}>
            <span className="bid__hour">{String(b.hour).padStart(2, "0")}:00</span>
            <span className="bid__volume">{b.volumeMwh.toFixed(1)} MWh</span>
            <span className="bid__price">{currency.format(b.priceEur)}</span>
            <span className="bid__status">{statusLabel(b.status)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
