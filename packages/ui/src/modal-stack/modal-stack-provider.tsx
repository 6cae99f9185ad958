import { Fragment, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ModalStackContext, type ModalStack, type RenderModal } from './modal-stack-context';

interface StackedModal {
  id: string;
  render: RenderModal;
}

/**
 * Keeps the open modals of multi-step flows (e.g. choose payment method -> pay by card) and
 * renders them in the order they were opened, the last one on top. Place it inside the
 * providers the modals need (theme, store, router).
 */
export function ModalStackProvider({ children }: { children?: ReactNode }) {
  const [modals, setModals] = useState<StackedModal[]>([]);
  const lastId = useRef(0);

  const open = useCallback((render: RenderModal) => {
    lastId.current += 1;
    const id = `modal-${lastId.current}`;
    setModals((current) => [...current, { id, render }]);
    return id;
  }, []);

  const close = useCallback((id?: string) => {
    setModals((current) => (id === undefined ? current.slice(0, -1) : current.filter((modal) => modal.id !== id)));
  }, []);

  const closeAll = useCallback(() => setModals([]), []);

  const stack = useMemo<ModalStack>(() => ({ open, close, closeAll }), [open, close, closeAll]);

  return (
    <ModalStackContext.Provider value={stack}>
      {children}
      {modals.map((modal) => (
        <Fragment key={modal.id}>{modal.render(() => close(modal.id))}</Fragment>
      ))}
    </ModalStackContext.Provider>
  );
}
