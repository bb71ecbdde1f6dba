import type { LucideIcon } from "lucide-react";
import { DollarSign, ShoppingCart, Receipt, RotateCcw, Users } from "lucide-react";

import { formatCurrency, formatNumber, formatPercent } from "@/lib/format";
import type { SalesSummary } from "@/api/reports";

interface CardConfig {
  id: string;
  title: string;
  icon: LucideIcon;
  value: (s: SalesSummary) => string;
  delta: (s: SalesSummary) => number;
}

const CARDS: CardConfig[] = [
  {
    id: "revenue",
    title: "Revenue",
    icon: DollarSign,
    value: (s) => formatCurrency(s.revenueCents / 100),
    delta: (s) => s.revenueDelta,
  },
  {
    id: "orders",
    title: "Orders",
    icon: ShoppingCart,
    value: (s) => formatNumber(s.orderCount),
    delta: (s) => s.orderDelta,
  },
  {
    id: "aov",
    title: "Avg. order value",
    icon: Receipt,
    value: (s) => formatCurrency(s.averageOrderCents / 100),
    delta: (s) => s.averageOrderDelta,
  },
  {
    id: "refunds",
    title: "Refunds",
    icon: RotateCcw,
    value: (s) => formatCurrency(s.refundCents / 100),
    delta: (s) => s.refundDelta,
  },
  {
    id: "customers",
    title: "New customers",
    icon: Users,
    value: (s) => formatNumber(s.newCustomers),
    delta: (s) => s.newCustomerDelta,
  },
];

function DeltaBadge({ delta }: { delta: number }) {
  const positive = delta >= 0;
  return (
    <span className={positive ? "badge badge-up" : "badge badge-down"}>
      {positive ? "▲" : "▼"} {formatPercent(Math.abs(delta))}
    </span>
  );
}

export function SalesCards({ summary }: { summary: SalesSummary }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3 xl:grid-cols-5">
      {CARDS.map(({ id, title, icon: Icon, value, delta }) => (
        <div key={id} className="rounded-lg border p-4 shadow-sm">
          <div className="flex items-center justify-between text-sm text-muted-foreground">
            <span>{title}</span>
            <Icon className="h-4 w-4" aria-hidden />
          </div>
          <div className="mt-2 text-2xl font-semibold">{value(summary)}</div>
          <DeltaBadge delta={delta(summary)} />
        </div>
      ))}
    </div>
  );
}
