import { useEffect, useState } from 'react';
import { fetchNotifications, type Notification } from '../api/notifications';

export function NotificationBell({ userId }: { userId: string }) {
  const [items, setItems] = useState<Notification[]>([]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetchNotifications(userId).then((data) => {
      if (!cancelled) setItems(data);
    });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const unread = items.filter((n) => !n.read).length;

  return (
    <div className="bell">
      <button type="button" onClick={() => setOpen(!open)} aria-label="Notifications">
        🔔 {unread > 0 && <span className="bell__badge">{unread}</span>}
      </button>
      {open && (
        <ul className="bell__list">
          {items.map((n) => (
            <li key={n.id} className={n.read ? 'read' : 'unread'}>
              {n.title}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
