import { useContext } from 'react';
import { ModalStackContext, type ModalStack } from './modal-stack-context';

export function useModalStack(): ModalStack {
  const stack = useContext(ModalStackContext);
  if (!stack) throw new Error('useModalStack needs a ModalStackProvider above it.');
  return stack;
}
