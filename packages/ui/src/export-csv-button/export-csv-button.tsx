import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';

export interface ExportCsvButtonProps {
  /** Downloads the list's CSV; the button shows it is busy until this settles. */
  onExport: () => Promise<unknown>;
  /** While the list's filters are refused beside their fields, there is nothing to export. */
  disabled?: boolean;
}

/** A list's "Export CSV": busy while the file downloads, and never sending filters the list does not accept. */
export function ExportCsvButton({ onExport, disabled = false }: ExportCsvButtonProps) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      loading={exporting}
      disabled={disabled}
      onClick={() => void exportCsv()}
    >
      Export CSV
    </Button>
  );
}
