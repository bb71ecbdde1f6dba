import React from 'react';
import clsx from 'clsx';

import type { Referee } from '../../api/officiating';
import styles from './RefereeBadge.module.css';

type RefereeBadgeProps = {
  referee: Referee;
  role: 'referee' | 'assistant' | 'fourth' | 'var';
  compact?: boolean;
  onSelect?: (referee: Referee) => void;
};

const ROLE_LABELS: Record<RefereeBadgeProps['role'], string> = {
  referee: 'Referee',
  assistant: 'Assistant',
  fourth: 'Fourth official',
  var: 'VAR',
};

/** Chip showing an official's initials, name and matchday role. */
export function RefereeBadge({ referee, role, compact = false, onSelect }: RefereeBadgeProps) {
  const initials = referee.name
    .split(' ')
    .filter(Boolean)
    .map((part) => part[0].toUpperCase())
    .join('');

  return (
    <button
      type="button"
      className={clsx(styles.badge, compact && styles.compact)}
      onClick={() => onSelect?.(referee)}
      disabled={!onSelect}
      title={`${referee.name} (grade ${referee.grade})`}
    >
      <span className={styles.avatar} aria-hidden>
        {initials}
      </span>
      <div className={styles.details}>
        <span className={styles.name}>{referee.name}</span>
        {!compact && <span className={styles.role}>{ROLE_LABELS[role]}</span>}
      </div>
    </button>
  );
}

export default RefereeBadge;
