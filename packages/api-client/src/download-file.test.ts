import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { configureApiClient } from './configure-api-client';
import { attachmentFileName, downloadFile } from './download-file';
import { installFakeAdapter, type FakeServer } from './testing';
import { tokenStorage } from './token-storage';

const onUnauthorized = jest.fn<() => void>();
const notifyError = jest.fn<(text: string) => void>();
const createObjectURL = jest.fn((_blob: Blob) => 'blob:file');
let server: FakeServer | undefined;

beforeEach(() => {
  configureApiClient({ baseUrl: 'https://portal.test', onUnauthorized, notifyError });
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
});

afterEach(() => {
  server?.restore();
  server = undefined;
  localStorage.clear();
  jest.clearAllMocks();
});

describe('attachmentFileName', () => {
  test('reads the file name of Content-Disposition, the UTF-8 form first', () => {
    expect(attachmentFileName(`attachment; filename="INV-1.pdf"; filename*=UTF-8''INV-%E2%82%AC1.pdf`)).toBe('INV-€1.pdf');
    expect(attachmentFileName('attachment; filename="invoices-2026-11-23.csv"')).toBe('invoices-2026-11-23.csv');
    expect(attachmentFileName('attachment')).toBeNull();
    expect(attachmentFileName(undefined)).toBeNull();
  });
});

describe('downloadFile', () => {
  test('fetches the file with the bearer token and saves it under the name the server gives', async () => {
    tokenStorage.set('token-1');
    server = installFakeAdapter(() => ({
      status: 200,
      body: 'a,b\n',
      headers: { 'content-disposition': 'attachment; filename="invoices.csv"' },
    }));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('invoices.csv');
    });
    await expect(downloadFile('/api/client-cabinet/invoices/csv', 'fallback.csv')).resolves.toBe(true);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-1');
    expect(click).toHaveBeenCalledTimes(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  test('a 401 ends the session as any other signed-in call does', async () => {
    tokenStorage.set('expired');
    server = installFakeAdapter(() => ({ status: 401, body: { data: { message: 'Your session has expired.' } } }));
    await expect(downloadFile('/api/client-cabinet/invoice/1/pdf', 'invoice.pdf')).resolves.toBe(false);
    expect(tokenStorage.get()).toBeNull();
    expect(notifyError).toHaveBeenCalledWith('Your session has expired.');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  test('another failure is told in a toast with the server message and keeps the session', async () => {
    tokenStorage.set('token-1');
    server = installFakeAdapter(() => ({ status: 404, body: { data: { message: 'Not found.' } } }));
    await expect(downloadFile('/api/client-cabinet/invoice/1/pdf', 'invoice.pdf')).resolves.toBe(false);
    expect(notifyError).toHaveBeenCalledWith('Not found.');
    expect(tokenStorage.get()).toBe('token-1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
