import React from "react";
import { useQuery } from "@tanstack/react-query";
import { StatCard } from "./StatCard";
import * as dashboardApi from "../api/dashboard";

// Front-desk dashboard tiles. Each tile refreshes on its own so one slow
// endpoint (the clearinghouse, usually) does not hold up the others.

export function TodayAppointmentsCard() {
  const { data, isLoading } = useQuery({
    queryKey: ["dashboard", "appointments-today"],
    queryFn: dashboardApi.getTodayAppointments,
  });

  return (
    <StatCard
      title="Appointments today"
      value={data?.count ?? 0}
      loading={isLoading}
      href="/schedule"
    />
  );
}

export function PendingClaimsCard() {
  const { data, isLoading } = useQuery({
    queryKey: ["dashboard", "pending-claims"],
    queryFn: dashboardApi.getPendingClaims,
    refetchInterval: 5 * 60 * 1000,
  });

  return (
    <StatCard
      title="Pending insurance claims"
      value={data?.count ?? 0}
      loading={isLoading}
      href="/claims?status=pending"
    />
  );
}

export function UnreviewedXRaysCard() {
  const { data, isLoading } = useQuery({
    queryKey: ["dashboard", "unreviewed-xrays"],
    queryFn: dashboardApi.getUnreviewedXRays,
  });

  return (
    <StatCard
      title="X-rays awaiting review"
      value={data?.count ?? 0}
      loading={isLoading}
      href="/xrays?reviewed=false"
    />
  );
}

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
