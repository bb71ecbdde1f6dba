import { useMemo } from "react";
import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCurrency, formatNumber, formatPercent } from "@/lib/format";
import type { DashboardStats } from "@/lib/types";

interface StatCardProps {
  title: string;
  value: string;
  change: number;
}

function StatCard({ title, value, change }: StatCardProps) {
  const positive = change >= 0;
  const Icon = positive ? ArrowUpRight : ArrowDownRight;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between pb-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        <Icon className={positive ? "h-4 w-4 text-emerald-500" : "h-4 w-4 text-rose-500"} />
      </CardHeader>
      <CardContent>
        <div className="text-2xl font-bold">{value}</div>
        <p className="text-xs text-muted-foreground">
          {formatPercent(change)} from last month
        </p>
      </CardContent>
    </Card>
  );
}

export function DashboardCards({ stats }: { stats: DashboardStats }) {
  const conversion = useMemo(
    () => (stats.visitors === 0 ? 0 : stats.orders / stats.visitors),
    [stats.orders, stats.visitors],
  );

  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      <StatCard title="Revenue" value={formatCurrency(stats.revenue)} change={stats.revenueChange} />
      <StatCard title="Orders" value={formatNumber(stats.orders)} change={stats.ordersChange} />
      <StatCard title="Visitors" value={formatNumber(stats.visitors)} change={stats.visitorsChange} />
      <StatCard title="Conversion" value={formatPercent(conversion)} change={stats.conversionChange} />
    </div>
  );
}
