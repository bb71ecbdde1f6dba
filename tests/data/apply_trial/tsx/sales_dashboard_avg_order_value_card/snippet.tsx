// ... keep existing code

export function DashboardCards({ stats }: { stats: DashboardStats }) {
  // ... keep existing code
  const averageOrderValue = stats.orders === 0 ? 0 : stats.revenue / stats.orders;

  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-5">
      {/* ... keep existing code */}
      <StatCard title="Orders" value={formatNumber(stats.orders)} change={stats.ordersChange} />
      <StatCard title="Avg. order value" value={formatCurrency(averageOrderValue)} change={stats.aovChange} />
      {/* ... keep existing code */}
    </div>
  );
}
