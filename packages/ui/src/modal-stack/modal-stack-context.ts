import { createContext, type ReactNode } from 'react';

export type RenderModal = (close: () => void) => ReactNode;

export interface ModalStack {
  /** Puts a modal on top of the stack and returns its id. */
  open(render: RenderModal): string;
  /** Closes the modal with this id, or the top one without an id. */
  close(id?: string): void;
  closeAll(): void;
}

export const ModalStackContext = createContext<ModalStack | null>(null);
