import { describe, expect, jest, test } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { formSaver } from './form-saver';

interface Values {
  name: string;
}

function useNameForm(name: string) {
  return useForm<Values>({ defaultValues: { name } });
}

describe('formSaver', () => {
  test('saves valid values and tells whether they were saved', async () => {
    const { result } = renderHook(() => useNameForm('Acme'));
    const save = jest.fn<(values: Values) => Promise<boolean>>().mockResolvedValue(true);
    let saved: boolean | undefined;
    await act(async () => {
      saved = await formSaver(result.current.handleSubmit, save)();
    });
    expect(saved).toBe(true);
    expect(save).toHaveBeenCalledWith({ name: 'Acme' });
  });

  test('a failed save is not saved', async () => {
    const { result } = renderHook(() => useNameForm('Acme'));
    let saved: boolean | undefined;
    await act(async () => {
      saved = await formSaver(result.current.handleSubmit, async () => false)();
    });
    expect(saved).toBe(false);
  });

  test('invalid values are not sent, and not saved', async () => {
    const { result } = renderHook(() => {
      const form = useNameForm('');
      form.register('name', { required: 'Enter a name.' });
      return form;
    });
    const save = jest.fn<(values: Values) => Promise<boolean>>().mockResolvedValue(true);
    let saved: boolean | undefined;
    await act(async () => {
      saved = await formSaver(result.current.handleSubmit, save)();
    });
    expect(saved).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  test('a save that throws is not saved', async () => {
    const { result } = renderHook(() => useNameForm('Acme'));
    let saved: boolean | undefined;
    await act(async () => {
      saved = await formSaver(result.current.handleSubmit, () => Promise.reject(new Error('offline')))();
    });
    expect(saved).toBe(false);
  });
});
