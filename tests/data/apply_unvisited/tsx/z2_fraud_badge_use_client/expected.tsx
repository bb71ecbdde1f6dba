"use client";

import { memo, useMemo } from "react";
import clsx from "clsx";

import { Tooltip } from "@/components/ui/tooltip";
import type { FraudSignal } from "@/lib/claims/types";

export type FraudBand = "low" | "elevated" | "high";

const BAND_LABELS: Record<FraudBand, string> = {
  low: "Low risk",
  elevated: "Elevated",
  high: "Refer to SIU",
};

export function bandFor(score: number): FraudBand {
  if (score >= 70) return "high";
  if (score >= 40) return "elevated";
  return "low";
}

interface FraudScoreBadgeProps {
  score: number;
  signals: FraudSignal[];
  modelVersion?: string;
  compact?: boolean;
}

function FraudScoreBadge({ score, signals, modelVersion, compact = false }: FraudScoreBadgeProps) {
  const band = bandFor(score);

  const topSignals = useMemo(
    () =>
      [...signals]
        .sort((a, b) => b.weight - a.weight)
        .slice(0, 3)
        .map((s) => `${s.label} (+${s.weight})`),
    [signals],
  );

  return (
    <Tooltip
      content={
        <div className="fraud-tooltip">
          <strong>{BAND_LABELS[band]}</strong>
          {topSignals.length > 0 ? (
            <ul>
              {topSignals.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>No fraud signals fired.</p>
          )}
          {modelVersion && <small>Model {modelVersion}</small>}
        </div>
      }
    >
      <span
        className={clsx("fraud-badge", `fraud-badge--${band}`, compact && "fraud-badge--compact")}
        aria-label={`Fraud score ${score}, ${BAND_LABELS[band]}`}
      >
        {compact ? score : `${score} · ${BAND_LABELS[band]}`}
      </span>
    </Tooltip>
  );
}

export default memo(FraudScoreBadge);
