import { ReactNode } from "react";
import clsx from "clsx";

export type ToastVariant = "info" | "success" | "error";

export interface ToastProps {
  id: string;
  title: string;
  children?: ReactNode;
  variant?: ToastVariant;
  onClose: (id: string) => void;
}

const ICONS: Record<ToastVariant, string> = {
  info: "ℹ",
  success: "✓",
  error: "✕",
};

export function Toast({ id, title, children, variant = "info", onClose }: ToastProps) {
  return (
    <div role="status" className={clsx("toast", `toast--${variant}`)}>
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
