import React from 'react';
import { useMeter } from '../hooks/useMeter';
import { trackEvent } from '../analytics';
import styles from './PaywallBanner.module.css';

type PaywallBannerProps = {
  articleId: string;
  section: string;
  campaign?: string;
};

export function PaywallBanner({ articleId, section, campaign = 'meter-banner' }: PaywallBannerProps) {
  const { remaining, isRegistered, loading } = useMeter(articleId);

  if (loading || remaining > 2) {
    return null;
  }

  const message =
    remaining === 0
      ? 'You have reached your free article limit this month.'
      : `You have ${remaining} free ${remaining === 1 ? 'article' : 'articles'} left this month.`;

  const handleClick = () => {
    trackEvent('paywall_banner_click', { articleId, section, remaining, campaign });
  };

  return (
    <aside className={styles.banner} role="region" aria-label="Subscription offer">
      <p className={styles.message}>{message}</p>
      <a className={styles.cta} href={`/subscribe?source=${encodeURIComponent(campaign)}`} onClick={handleClick}>
        Subscribe from £1 a week
      </a>
      {!isRegistered && (
        <a className={styles.secondary} href={`/register?source=${encodeURIComponent(campaign)}`}>
          Or register for 3 more free articles
        </a>
      )}
    </aside>
  );
}

export default PaywallBanner;
