import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { failure, fakeApi, type FakeReply, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import {
  API_PATHS,
  apiPath,
  CONTRACT_DOCUMENT_MESSAGES,
  CONTRACT_PDF_CHECK_MAX_BYTES,
  type ContractDocument,
  type ContractPdfCheckResult,
} from '@portal/api-schema';
import { signedIn } from '@portal/auth/testing';
import { formatDate, formatDateTime } from '@portal/ui';
import { renderFeatureRoutes } from '@portal/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractApiPath } from '../team-contracts-api';
import { makeContractDetail } from '../testing/contract-fixtures';
import { ME, renderTeamContracts } from '../testing/render-team-contracts';
import { ContractDocumentCard, FINGERPRINT_COPIED_MESSAGE } from './contract-document-card';

const CONTRACT_ID = '0b7d6a4e-5d1f-4c1e-9a43-7d0000000001';
const DOCUMENT_SHA = 'a'.repeat(64);
const SIGNED_SHA = 'b'.repeat(64);
const TERMS = { id: '0b7d6a4e-5d1f-4c1e-9a43-5a0000000002', version: '2.0', published_on: '2026-06-01' };

const UNSIGNED: ContractDocument = {
  file_name: 'contract-CTR-2026-0010.pdf',
  document_sha256: DOCUMENT_SHA,
  signed: false,
  signed_pdf_sha256: null,
  signed_at: null,
  signer_name: null,
  terms_version: TERMS,
};

const SIGNED: ContractDocument = {
  ...UNSIGNED,
  file_name: 'contract-CTR-2026-0001.pdf',
  signed: true,
  signed_pdf_sha256: SIGNED_SHA,
  signed_at: '2026-09-25T14:03:07.000Z',
  signer_name: 'Fiona Finance',
};

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const DOCUMENT_URL = apiPath(API_PATHS.contractDocument, { id: CONTRACT_ID });
const CHECK_URL = apiPath(API_PATHS.contractPdfCheck, { id: CONTRACT_ID });

function contractApi(document: ContractDocument | FakeReply, check?: (request: RecordedRequest) => FakeReply) {
  return fakeApi((request) => {
    if (request.method === 'GET' && request.url === DOCUMENT_URL) return 'status' in document ? document : ok(document);
    if (request.method === 'POST' && request.url === CHECK_URL && check) return check(request);
    if (request.method === 'GET' && request.url === apiPath(API_PATHS.contractPdf, { id: CONTRACT_ID })) {
      return {
        status: 200,
        body: new Blob(['%PDF-1.7']),
        headers: { 'content-disposition': 'attachment; filename="contract-CTR-2026-0001.pdf"' },
      };
    }
    return failure(404, { message: 'Not found.' });
  });
}

function renderCard() {
  return renderFeatureRoutes(
    [{ path: '/contracts/:id', element: <ContractDocumentCard contractId={CONTRACT_ID} /> }],
    `/contracts/${CONTRACT_ID}`,
    {
      session: signedIn(ME),
    },
  );
}

const pdf = (name = 'contract-CTR-2026-0001.pdf', content = '%PDF-1.7 signed') => new File([content], name, { type: 'application/pdf' });
const region = () => screen.getByRole('region', { name: 'Contract PDF' });

describe('the contract PDF card', () => {
  test('a signed contract: the signed copy with its certificate, both fingerprints, and the terms version', async () => {
    server = contractApi(SIGNED);
    renderCard();
    expect(
      await screen.findByText(
        `The signed contract with its signature certificate: signed by Fiona Finance on ${formatDateTime(SIGNED.signed_at ?? '')}.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`It contains the Standard Service Contract Terms, version 2.0 of ${formatDate('2026-06-01')}.`),
    ).toBeInTheDocument();
    const fingerprints = within(region()).getAllByRole('definition');
    expect(fingerprints.map((item) => item.querySelector('code')?.textContent)).toEqual([SIGNED_SHA, DOCUMENT_SHA]);
    expect(within(region()).getByText('SHA-256 of the signed PDF')).toBeInTheDocument();
    expect(within(region()).getByText('SHA-256 of the contract document')).toBeInTheDocument();
  });

  test('a contract awaiting signature: the document as it would be signed, its fingerprint only', async () => {
    server = contractApi(UNSIGNED);
    renderCard();
    expect(await screen.findByText(/^The contract as you would sign it\./)).toBeInTheDocument();
    expect(screen.queryByText('SHA-256 of the signed PDF')).not.toBeInTheDocument();
    expect(screen.getByText(DOCUMENT_SHA)).toBeInTheDocument();
  });

  test('shows that it is loading, then what failed with a way to try again', async () => {
    let answer: FakeReply = failure(500, { message: 'Something went wrong.' });
    server = fakeApi((request) => (request.url === DOCUMENT_URL ? answer : failure(404, {})));
    const view = renderCard();
    expect(screen.getByRole('progressbar', { name: 'Loading the contract PDF' })).toBeInTheDocument();
    expect(await screen.findByText('The contract PDF could not be loaded.')).toBeInTheDocument();
    answer = ok(SIGNED);
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(SIGNED_SHA)).toBeInTheDocument();
  });

  test('copies a fingerprint', async () => {
    server = contractApi(SIGNED);
    const view = renderCard();
    await view.user.click(await screen.findByRole('button', { name: 'Copy the SHA-256 of the signed PDF' }));
    expect(await navigator.clipboard.readText()).toBe(SIGNED_SHA);
    expect(await screen.findByText(FINGERPRINT_COPIED_MESSAGE)).toBeInTheDocument();
  });

  test('downloads the PDF with the bearer token, busy meanwhile', async () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:contract');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server = fakeApi(async (request) => {
      if (request.url === DOCUMENT_URL) return ok(SIGNED);
      await held;
      return {
        status: 200,
        body: new Blob(['%PDF-1.7']),
        headers: { 'content-disposition': 'attachment; filename="contract-CTR-2026-0001.pdf"' },
      };
    });
    const view = renderCard();
    await screen.findByText(SIGNED_SHA);
    await view.user.click(screen.getByRole('button', { name: 'Download PDF' }));
    // One download at a time: the button is busy until the file is saved.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled());
    release();
    await waitFor(() => expect(saved).toEqual(['contract-CTR-2026-0001.pdf']));
    const download = server.requests.find((request) => request.url === apiPath(API_PATHS.contractPdf, { id: CONTRACT_ID }));
    expect(download?.headers.authorization).toBe('Bearer test-token');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled());
    click.mockRestore();
  });

  test('a failed download is told in a toast', async () => {
    server = fakeApi((request) => (request.url === DOCUMENT_URL ? ok(SIGNED) : failure(404, { message: 'Not found.' })));
    const view = renderCard();
    await screen.findByText(SIGNED_SHA);
    await view.user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(view.toasts).toEqual(['Not found.']));
  });
});

describe('checking a downloaded PDF', () => {
  const answering = (result: ContractPdfCheckResult) => contractApi(SIGNED, () => ok(result));

  test('the signed PDF, unchanged: who signed it and when', async () => {
    server = answering({ matches: 'signed_pdf', sha256: SIGNED_SHA, signed_at: SIGNED.signed_at ?? '', signer_name: 'Fiona Finance' });
    const view = renderCard();
    await screen.findByText(DOCUMENT_SHA);
    const file = pdf();
    await view.user.upload(screen.getByTestId('contract-pdf-file'), file);
    expect(
      await screen.findByText(
        `This file is the signed contract, unchanged: signed by Fiona Finance on ${formatDate(SIGNED.signed_at ?? '')}`,
      ),
    ).toBeInTheDocument();
    const sent = server.requests.find((request) => request.method === 'POST');
    expect(sent?.url).toBe(CHECK_URL);
    expect(sent?.headers['content-type']).toBe('application/pdf');
    expect(sent?.body).toBe(file);
    expect(within(screen.getByRole('status')).getByText(SIGNED_SHA)).toBeInTheDocument();
  });

  test('the unsigned document', async () => {
    server = answering({ matches: 'document', sha256: DOCUMENT_SHA });
    const view = renderCard();
    await screen.findByText(DOCUMENT_SHA);
    await view.user.upload(screen.getByTestId('contract-pdf-file'), pdf('draft.pdf'));
    expect(await screen.findByText(CONTRACT_DOCUMENT_MESSAGES.checkDocument)).toBeInTheDocument();
  });

  test('a file that does not match', async () => {
    server = answering({ matches: null, sha256: 'c'.repeat(64) });
    const view = renderCard();
    await screen.findByText(DOCUMENT_SHA);
    await view.user.upload(screen.getByTestId('contract-pdf-file'), pdf('edited.pdf'));
    expect(await screen.findByText('This file does not match this contract. It may have been changed.')).toBeInTheDocument();
    expect(screen.getByText('c'.repeat(64))).toBeInTheDocument();
  });

  test("the API's refusal is shown in place: not a PDF", async () => {
    const message = CONTRACT_DOCUMENT_MESSAGES.notAPdf;
    server = contractApi(SIGNED, () => failure(415, { message, errors: [{ property: 'file', message }] }));
    const view = renderCard();
    await screen.findByText(DOCUMENT_SHA);
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByTestId('contract-pdf-file'), new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(await within(screen.getByRole('status')).findByText(message)).toBeInTheDocument();
    expect(view.toasts).toEqual([]);
  });

  test('an empty or too large file is refused before sending', async () => {
    server = contractApi(SIGNED, () => ok({ matches: null, sha256: 'c'.repeat(64) }));
    const view = renderCard();
    await screen.findByText(DOCUMENT_SHA);
    await view.user.upload(screen.getByTestId('contract-pdf-file'), new File([], 'empty.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(CONTRACT_DOCUMENT_MESSAGES.pdfEmpty)).toBeInTheDocument();
    await view.user.upload(
      screen.getByTestId('contract-pdf-file'),
      new File([new Uint8Array(CONTRACT_PDF_CHECK_MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(CONTRACT_DOCUMENT_MESSAGES.pdfTooLarge)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  test('the file input is reached with the keyboard through its button and accepts PDFs', async () => {
    server = contractApi(SIGNED);
    const view = renderCard();
    await screen.findByText(DOCUMENT_SHA);
    const input = screen.getByTestId('contract-pdf-file');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(input).toHaveAttribute('aria-label', 'PDF file to check');
    const opened = jest.fn();
    input.addEventListener('click', opened);
    const button = screen.getByRole('button', { name: 'Check a downloaded PDF' });
    act(() => button.focus());
    await view.user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
  });
});

describe("on a contract's page", () => {
  test('the card is there, and signing the contract reads its PDF again: now the signed one', async () => {
    const contract = makeContractDetail();
    const documentUrl = apiPath(API_PATHS.contractDocument, { id: contract.id });
    let signed = false;
    server = fakeApi((request) => {
      if (request.method === 'POST' && request.url === apiPath(API_PATHS.acceptContract, { id: contract.id })) {
        signed = true;
        return ok({ id: contract.id, status: 'active', signed_at: SIGNED.signed_at, signed_pdf_sha256: SIGNED_SHA });
      }
      if (request.url === documentUrl) return ok(signed ? SIGNED : UNSIGNED);
      if (request.url === contractApiPath(contract.id))
        return ok(signed ? { ...contract, status: 'active', version: contract.version + 1 } : contract);
      return failure(404, { message: 'Not found.' });
    });
    const view = renderTeamContracts(`/contracts/${contract.id}`);
    expect(
      await within(await screen.findByRole('region', { name: 'Contract PDF' })).findByText(/^The contract as you would sign it\./),
    ).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Accept contract' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept contract' }));
    expect(await screen.findByText(SIGNED_SHA)).toBeInTheDocument();
    expect(screen.getByText(/^The signed contract with its signature certificate: signed by Fiona Finance/)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.url === documentUrl)).toHaveLength(2);
  });
});
