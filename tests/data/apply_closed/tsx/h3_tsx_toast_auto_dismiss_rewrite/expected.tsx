import { ReactNode, useEffect } from "react";
import clsx from "clsx";

export type ToastVariant = "info" | "success" | "warning" | "error";

export interface ToastProps {
  id: string;
  title: string;
  children?: ReactNode;
  variant?: ToastVariant;
  /** Auto-dismiss after this many milliseconds; 0 keeps the toast open. */
  durationMs?: number;
  onClose: (id: string) => void;
}

const ICONS: Record<ToastVariant, string> = {
  info: "ℹ",
  success: "✓",
  warning: "!",
  error: "✕",
};

export function Toast({ id, title, children, variant = "info", durationMs = 5000, onClose }: ToastProps) {
  useEffect(() => {
    if (durationMs <= 0 || variant === "error") return;
    const timer = window.setTimeout(() => onClose(id), durationMs);
    return () => window.clearTimeout(timer);
  }, [id, durationMs, variant, onClose]);

  return (
    <div role={variant === "error" ? "alert" : "status"} className={clsx("toast", `toast--${variant}`)}>
      <span className="toast__icon" aria-hidden="true">
        {ICONS[variant]}
      </span>
      <div className="toast__body">
        <strong className="toast__title">{title}</strong>
        {children && <div className="toast__message">{children}</div>}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label="Dismiss notification"
        onClick={() => onClose(id)}
      >
        ×
      </button>
    </div>
  );
}

export function ToastStack({ toasts, onClose }: { toasts: ToastProps[]; onClose: (id: string) => void }) {
  return (
    <div className="toast-stack" aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} {...toast} onClose={onClose} />
      ))}
    </div>
  );
}
