import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
// ... existing code ...

export default function SalesDashboard({ storeId }: { storeId: string }) {
  const { data, isLoading, isFetching, refetch } = useQuery<SalesSummary>({
    queryKey: ["sales-summary", storeId],
    queryFn: () => fetchSalesSummary(storeId),
    refetchInterval: 60_000,
  });

  // ... existing code ...

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button
          variant="outline"
          size="sm"
          onClick={() => refetch()}
          disabled={isFetching}
        >
          <RefreshCw className={isFetching ? "mr-2 h-4 w-4 animate-spin" : "mr-2 h-4 w-4"} />
          Refresh
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <StatCard
          title="Revenue"
          value={formatCurrency(data.revenue)}
          hint={`${data.revenueChange}% from last month`}
        />
        <StatCard title="Orders" value={data.orderCount.toLocaleString()} />
        <StatCard title="Average order" value={formatCurrency(averageOrder)} />
      </div>
    </div>
  );
}
