import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { downloadFile } from '@portal/api-client';
import {
  CONTRACT_DOCUMENT_MESSAGES,
  CONTRACT_PDF_CHECK_MAX_BYTES,
  type ContractDocument,
  type ContractPdfCheckResult,
  signedPdfMatchMessage,
} from '@portal/api-schema';
import { DetailItem, DetailList, formatDate, formatDateTime, notify, placeServerErrors } from '@portal/ui';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { SectionCard } from '../contract-single/section-card';
import { contractPdfUrl, useCheckContractPdfMutation, useGetContractDocumentQuery } from '../team-contracts-api';

const CONTRACT_DOCUMENT_TITLE = 'Contract PDF';
export const FINGERPRINT_COPIED_MESSAGE = 'The SHA-256 is copied.';
const FINGERPRINT_NOT_COPIED_MESSAGE = 'The SHA-256 could not be copied. Select it and copy it by hand.';

/** What the browser can tell before sending: an empty or too large file. The API checks the bytes. */
function pdfFileProblem(file: File): string | null {
  if (file.size === 0) return CONTRACT_DOCUMENT_MESSAGES.pdfEmpty;
  if (file.size > CONTRACT_PDF_CHECK_MAX_BYTES) return CONTRACT_DOCUMENT_MESSAGES.pdfTooLarge;
  return null;
}

/** The API's reason for refusing the file: its message on the file field, or the failure's message. */
function refusal(error: unknown): string {
  const { byField, formError } = placeServerErrors(error, (property) => (property === 'file' ? 'file' : null));
  return byField.get('file') ?? formError ?? CONTRACT_DOCUMENT_MESSAGES.notAPdf;
}

/** What a check found, in words, with how sure it is. */
function checkOutcome(result: ContractPdfCheckResult): { severity: 'success' | 'info' | 'error'; message: string } {
  if (result.matches === 'signed_pdf') {
    return { severity: 'success', message: signedPdfMatchMessage(result.signer_name ?? '', formatDate(result.signed_at ?? '')) };
  }
  if (result.matches === 'document') return { severity: 'info', message: CONTRACT_DOCUMENT_MESSAGES.checkDocument };
  return { severity: 'error', message: CONTRACT_DOCUMENT_MESSAGES.checkNoMatch };
}

/** A SHA-256 shown in full, monospace so that it can be compared by eye, with a copy button. */
function Fingerprint({ label, value }: { label: string; value: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify(FINGERPRINT_COPIED_MESSAGE, 'success');
    } catch {
      notify(FINGERPRINT_NOT_COPIED_MESSAGE, 'error');
    }
  };
  return (
    <DetailItem term={label} sx={{ display: 'grid', gap: 0.5 }} valueSx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: '0.85rem', wordBreak: 'break-all' }}>
        {value}
      </Typography>
      {/* A title, as the header's icon buttons have: MUI's Tooltip (with Popper) was 7 KiB of the contract page's script for one word. */}
      <IconButton size="small" aria-label={`Copy the ${label}`} title="Copy" onClick={() => void copy()}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </DetailItem>
  );
}

function DocumentFacts({ document }: { document: ContractDocument }) {
  return (
    <>
      <Typography>
        {document.signed
          ? `The signed contract with its signature certificate: signed by ${document.signer_name ?? ''} on ${formatDateTime(document.signed_at ?? '')}.`
          : 'The contract as you would sign it. Once signed, the download is the signed contract with its signature certificate.'}
      </Typography>
      {document.terms_version && (
        <Typography variant="body2" color="text.secondary">
          {`It contains the Standard Service Contract Terms, version ${document.terms_version.version} of ${formatDate(document.terms_version.published_on)}.`}
        </Typography>
      )}
      <DetailList gap={1.5}>
        {document.signed_pdf_sha256 && <Fingerprint label="SHA-256 of the signed PDF" value={document.signed_pdf_sha256} />}
        <Fingerprint label="SHA-256 of the contract document" value={document.document_sha256} />
      </DetailList>
    </>
  );
}

/**
 * The contract's PDF on its page: download it (the signed PDF with its signature certificate once
 * signed), its SHA-256 fingerprints, and a check of a downloaded file against them.
 */
export function ContractDocumentCard({ contractId }: { contractId: string }) {
  const documentQuery = useGetContractDocumentQuery(contractId);
  const [check, checking] = useCheckContractPdfMutation();
  const [downloading, setDownloading] = useState(false);
  const [outcome, setOutcome] = useState<{ fileName: string; result: ContractPdfCheckResult } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(contractPdfUrl(contractId), documentQuery.data?.file_name ?? 'contract.pdf');
    } finally {
      setDownloading(false);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again still reports a change.
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    const local = pdfFileProblem(file);
    setProblem(local);
    if (local) return;
    try {
      setOutcome({ fileName: file.name, result: await check({ id: contractId, file }).unwrap() });
    } catch (error) {
      setProblem(refusal(error));
    }
  };

  const found = outcome ? checkOutcome(outcome.result) : null;

  return (
    <SectionCard title={CONTRACT_DOCUMENT_TITLE}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {documentQuery.isLoading ? (
          <Box aria-label="Loading the contract PDF" role="progressbar">
            <Skeleton width="80%" />
            <Skeleton width="60%" />
            <Skeleton width="90%" />
          </Box>
        ) : documentQuery.isError || !documentQuery.data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void documentQuery.refetch()}>
                Try again
              </Button>
            }
          >
            The contract PDF could not be loaded.
          </Alert>
        ) : (
          <DocumentFacts document={documentQuery.data} />
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} loading={downloading} onClick={() => void download()}>
            Download PDF
          </Button>
          <Button
            variant="outlined"
            startIcon={<FactCheckOutlinedIcon />}
            loading={checking.isLoading}
            onClick={() => input.current?.click()}
            aria-describedby={hintId}
          >
            Check a downloaded PDF
          </Button>
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            aria-label="PDF file to check"
            data-testid="contract-pdf-file"
            onChange={(event) => void onFile(event)}
          />
        </Box>
        <Typography id={hintId} variant="body2" color="text.secondary">
          Choose a copy of this contract&apos;s PDF to see whether it is exactly the file the portal keeps. The file is compared by its
          SHA-256 and is not stored.
        </Typography>
        <Box role="status" aria-live="polite">
          {problem && <Alert severity="error">{problem}</Alert>}
          {found && outcome && (
            <Alert severity={found.severity}>
              <Typography>{found.message}</Typography>
              <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-all' }}>
                {`${outcome.fileName}: SHA-256 `}
                <Box component="code" sx={{ fontFamily: 'monospace' }}>
                  {outcome.result.sha256}
                </Box>
              </Typography>
            </Alert>
          )}
        </Box>
      </Box>
    </SectionCard>
  );
}
