import { DownloadButton } from '../download-button/download-button';

export interface ExportCsvButtonProps {
  /** Downloads the list's CSV; the button shows it is busy until this settles. */
  onExport: () => Promise<unknown>;
  /** While the list's filters are refused beside their fields, there is nothing to export. */
  disabled?: boolean;
}

/** A list's "Export CSV": busy while the file downloads, and never sending filters the list does not accept. */
export function ExportCsvButton({ onExport, disabled = false }: ExportCsvButtonProps) {
  return <DownloadButton label="Export CSV" onDownload={onExport} disabled={disabled} />;
}
