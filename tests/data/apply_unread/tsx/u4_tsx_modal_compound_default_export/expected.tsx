import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { CloseIcon } from './icons';
import './Modal.css';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg';
  labelledBy?: string;
  children: ReactNode;
};

function ModalHeader({ children, onClose }: { children: ReactNode; onClose?: () => void }) {
  return (
    <header className="modal__header">
      <h2 className="modal__title">{children}</h2>
      {onClose && (
        <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </button>
      )}
    </header>
  );
}

function ModalBody({ children }: { children: ReactNode }) {
  return <div className="modal__body">{children}</div>;
}

function ModalFooter({ children }: { children: ReactNode }) {
  return <footer className="modal__footer">{children}</footer>;
}

function Modal({ open, onClose, size = 'md', labelledBy, children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) {
      return;
    }
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();

    function handleKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        onClose();
      }
    }

    document.addEventListener('keydown', handleKey);
    document.body.classList.add('modal-open');
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.body.classList.remove('modal-open');
      previous?.focus();
    };
  }, [open, onClose]);

  if (!open) {
    return null;
  }

  return createPortal(
    <div className="modal__backdrop" onMouseDown={onClose}>
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onMouseDown={(event) => event.stopPropagation()}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

export { ModalHeader, ModalBody, ModalFooter };
export default Object.assign(Modal, {
  Header: ModalHeader,
  Body: ModalBody,
  Footer: ModalFooter,
});
