import React from "react";
import clsx from "clsx";

import { Tooltip } from "@/components/Tooltip";
import type { RoyaltyReportStatus } from "@/types/royalties";

const LABELS: Record<RoyaltyReportStatus, string> = {
  pending: "Pending",
  generating: "Generating",
  published: "Published",
  disputed: "Disputed",
  failed: "Failed",
};

const HINTS: Record<RoyaltyReportStatus, string> = {
  pending: "Waiting for the month's play counts to be finalised.",
  generating: "The statement is being rendered.",
  published: "Delivered to the partner's drop location.",
  disputed: "The partner has disputed this statement. See the dispute thread.",
  failed: "Rendering or delivery failed. Check the job log.",
};

interface RoyaltyStatusBadgeProps {
  status: RoyaltyReportStatus;
  publishedAt?: string;
  compact?: boolean;
}

export function RoyaltyStatusBadge({ status, publishedAt, compact = false }: RoyaltyStatusBadgeProps) {
  const hint =
    status === "published" && publishedAt
      ? `${HINTS.published} (${new Date(publishedAt).toLocaleDateString()})`
      : HINTS[status];

  return (
    <Tooltip content={hint}>
      <span
        className={clsx("badge", `badge--${status}`, compact && "badge--compact")}
        aria-label={compact ? LABELS[status] : undefined}
      >
        {compact ? LABELS[status].charAt(0) : LABELS[status]}
      </span>
    </Tooltip>
  );
}

export default RoyaltyStatusBadge;
