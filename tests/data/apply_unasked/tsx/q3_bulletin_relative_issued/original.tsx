import { format } from "date-fns";
import clsx from "clsx";

import type { AvalancheBulletin, DangerLevel } from "../types/avalanche";
import { DangerIcon } from "./DangerIcon";
import styles from "./AvalancheBulletinCard.module.css";

const DANGER_LABELS: Record<DangerLevel, string> = {
  1: "Low",
  2: "Moderate",
  3: "Considerable",
  4: "High",
  5: "Very high",
};

interface AvalancheBulletinCardProps {
  bulletin: AvalancheBulletin;
  compact?: boolean;
  onOpenDetails?: (bulletinId: string) => void;
}

export function AvalancheBulletinCard({
  bulletin,
  compact = false,
  onOpenDetails,
}: AvalancheBulletinCardProps) {
  const level = bulletin.dangerLevel;
  const isWarning = level >= 3;

  return (
    <article
      className={clsx(styles.card, isWarning && styles.warning, compact && styles.compact)}
      aria-labelledby={`bulletin-${bulletin.id}`}
    >
      <header className={styles.header}>
        <DangerIcon level={level} />
        <h3 id={`bulletin-${bulletin.id}`}>
          {DANGER_LABELS[level]} ({level}/5) &middot; {bulletin.region}
        </h3>
      </header>

      <p className={styles.meta}>
        Issued {format(new Date(bulletin.issuedAt), "d MMM, HH:mm")}
      </p>

      {!compact && (
        <>
          <p className={styles.summary}>{bulletin.summary}</p>
          <ul className={styles.problems}>
            {bulletin.problems.map((problem) => (
              <li key={problem.type}>
                {problem.label} &ndash; {problem.aspects.join(", ")} above {problem.elevationM} m
              </li>
            ))}
          </ul>
          <p className={styles.meta}>
            Valid until {format(new Date(bulletin.validUntil), "d MMM, HH:mm")}
          </p>
        </>
      )}

      {onOpenDetails && (
        <button type="button" className={styles.link} onClick={() => onOpenDetails(bulletin.id)}>
          Full bulletin
        </button>
      )}
    </article>
  );
}
