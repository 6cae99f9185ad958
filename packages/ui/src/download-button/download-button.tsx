import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';

export interface DownloadButtonProps {
  /** What it downloads, e.g. "Export CSV" or "Download PDF". */
  label: string;
  /** Downloads the file; the button shows it is busy until this settles. */
  onDownload: () => Promise<unknown>;
  /** While what the file would hold is refused beside its fields, there is nothing to download. */
  disabled?: boolean;
}

/** A page's download of a file: busy while it downloads, so a second click sends nothing more. */
export function DownloadButton({ label, onDownload, disabled = false }: DownloadButtonProps) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await onDownload();
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      loading={downloading}
      disabled={disabled}
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
}
