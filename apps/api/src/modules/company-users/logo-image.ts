import type { LogoContentType } from '@portal/api-schema';

// What an uploaded logo is, told by its first bytes: the type a browser declares comes from the
// file's name and proves nothing about its content.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

function startsWith(bytes: Buffer, signature: Buffer, offset = 0): boolean {
  return bytes.length >= offset + signature.length && bytes.subarray(offset, offset + signature.length).equals(signature);
}

/** SVG (XML that may carry scripts), recognised so that it can be refused with a message of its own. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<') && head.includes('<svg');
}

export type SniffedImage = LogoContentType | 'svg' | null;

/** The logo's type by its signature: PNG (with its header chunk), JPEG, WebP; 'svg' for SVG; else null. */
export function sniffImageType(bytes: Buffer): SniffedImage {
  // A PNG's first chunk is always IHDR.
  if (startsWith(bytes, PNG_SIGNATURE) && bytes.subarray(12, 16).toString('latin1') === 'IHDR') return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (looksLikeSvg(bytes)) return 'svg';
  return null;
}

export const LOGO_FILE_EXTENSIONS: Record<LogoContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
