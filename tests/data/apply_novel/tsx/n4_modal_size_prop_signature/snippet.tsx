// ... existing code ...

interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  size?: "sm" | "md" | "lg";
  children: ReactNode;
}

export function Modal({ title, open, onClose, size = "md", children }: ModalProps) {
  // ... existing code ...

  return createPortal(
    <div className="modal-backdrop" onClick={onClose}>
      <div
        className={`modal modal--${size}`}
        role="dialog"
        // ... existing code ...
