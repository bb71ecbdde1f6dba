import { useEffect } from 'react';
import clsx from 'clsx';
import { CheckCircle, Info, XCircle } from 'lucide-react';
import styles from './Toast.module.css';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastProps {
  id: string;
  kind: ToastKind;
  message: string;
  durationMs?: number;
  onClose: (id: string) => void;
}

const ICONS = {
  success: CheckCircle,
  error: XCircle,
  info: Info,
} as const;

export function Toast({ id, kind, message, durationMs = 5000, onClose }: ToastProps) {
  const Icon = ICONS[kind];

  useEffect(() => {
    if (kind === 'error' || durationMs <= 0) return;
    const timer = window.setTimeout(() => onClose(id), durationMs);
    return () => window.clearTimeout(timer);
  }, [id, kind, durationMs, onClose]);

  return (
    <div className={clsx(styles.toast, styles[kind])} role={kind === 'error' ? 'alert' : 'status'}>
      <Icon className={styles.icon} size={18} />
      <p className={styles.message}>{message}</p>
      <button
        type="button"
        className={styles.close}
        aria-label="Dismiss notification"
        onClick={() => onClose(id)}
      >
        ×
      </button>
    </div>
  );
}

export function ToastStack({ toasts, onClose }: { toasts: Omit<ToastProps, 'onClose'>[]; onClose: (id: string) => void }) {
  return (
    <div className={styles.stack} aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} {...toast} onClose={onClose} />
      ))}
    </div>
  );
}
