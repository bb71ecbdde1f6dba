// ... existing code ...

export function OpenHygieneSlotsCard() {
  const { data, isLoading } = useQuery({
    queryKey: ["dashboard", "open-hygiene-slots"],
    queryFn: dashboardApi.getOpenHygieneSlots,
    refetchInterval: 10 * 60 * 1000,
  });

  return (
    <StatCard
      title="Open hygiene slots this week"
      value={data?.count ?? 0}
      loading={isLoading}
      href="/schedule/hygiene?view=week"
    />
  );
}
