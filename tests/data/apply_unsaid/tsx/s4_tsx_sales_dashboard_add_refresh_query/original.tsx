import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { fetchSalesSummary, type SalesSummary } from "@/lib/api/sales";
import { formatCurrency } from "@/lib/format";

type StatCardProps = {
  title: string;
  value: string;
  hint?: string;
};

function StatCard({ title, value, hint }: StatCardProps) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <div className="text-2xl font-bold">{value}</div>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </CardContent>
    </Card>
  );
}

function StatCardSkeleton() {
  return (
    <Card>
      <CardHeader className="pb-2">
        <Skeleton className="h-4 w-24" />
      </CardHeader>
      <CardContent>
        <Skeleton className="h-8 w-32" />
      </CardContent>
    </Card>
  );
}

export default function SalesDashboard({ storeId }: { storeId: string }) {
  const { data, isLoading } = useQuery<SalesSummary>({
    queryKey: ["sales-summary", storeId],
    queryFn: () => fetchSalesSummary(storeId),
  });

  const averageOrder = useMemo(() => {
    if (!data || data.orderCount === 0) return 0;
    return data.revenue / data.orderCount;
  }, [data]);

  if (isLoading || !data) {
    return (
      <div className="grid gap-4 md:grid-cols-3">
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
      </div>
    );
  }

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <StatCard
        title="Revenue"
        value={formatCurrency(data.revenue)}
        hint={`${data.revenueChange}% from last month`}
      />
      <StatCard title="Orders" value={data.orderCount.toLocaleString()} />
      <StatCard title="Average order" value={formatCurrency(averageOrder)} />
    </div>
  );
}
