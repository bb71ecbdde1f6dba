import React from 'react';
import clsx from 'clsx';

import type { Referee } from '../../api/officiating';
import styles from './RefereeBadge.module.css';

type RefereeBadgeProps = {
  referee: Referee;
  role: 'referee' | 'assistant' | 'fourth' | 'var';
  compact?: boolean;
};

const ROLE_LABELS: Record<RefereeBadgeProps['role'], string> = {
  referee: 'Referee',
  assistant: 'Assistant',
  fourth: 'Fourth official',
  var: 'VAR',
};

/** Chip showing an official's initials, name and matchday role. */
export function RefereeBadge({ referee, role, compact = false }: RefereeBadgeProps) {
  const initials = referee.name
    .split(' ')
    .map((part) => part[0])
    .join('');

  return (
    <div className={clsx(styles.badge, compact && styles.compact)}>
      <span className={styles.avatar} aria-hidden>
        {initials}
      </span>
      <div className={styles.details}>
        <span className={styles.name}>{referee.name}</span>
        {!compact && <span className={styles.role}>{ROLE_LABELS[role]}</span>}
      </div>
    </div>
  );
}

export default RefereeBadge;
