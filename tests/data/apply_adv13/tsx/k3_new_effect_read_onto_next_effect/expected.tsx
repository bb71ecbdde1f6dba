import { useCallback, useEffect, useState } from 'react';

import { fetchQueue, type QueueItem } from '../api/queue';
import { QueueTable } from './QueueTable';

export function QueuePage() {
  const [items, setItems] = useState<QueueItem[]>([]);
  const [online, setOnline] = useState(navigator.onLine);

  const refresh = useCallback(async () => {
    setItems(await fetchQueue());
  }, []);

  useEffect(() => {
    refresh();
  }, [refresh]);

  useEffect(() => {
    const id = window.setInterval(refresh, 30_000);
    return () => {
      window.clearInterval(id);
    };
  }, [refresh]);

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    document.title = `Queue (${items.length})`;
  }, [items.length]);

  return (
    <main>
      {!online && <p className="banner">You are offline; the queue may be stale.</p>}
      <QueueTable items={items} onChange={refresh} />
    </main>
  );
}
