import { expect, test } from '@playwright/test';
import { downloadContractPdf, LOGINS, openSignedIn } from './support';

// The contract PDF on a contract's page: the demo's signed contract downloads as its signed PDF
// (the document with its signature certificate), and a downloaded copy is checked against it.

/** Acme's CTR-2026-0001 (Hannah Becker, active): signed in the demo by finance@acme.test. */
const SIGNED_CONTRACT = { number: 'CTR-2026-0001', path: '/contracts/0b7d6a4e-5d1f-4c1e-9a43-7d0000000001' };
const SIGNER = 'Farid Haddad';

test('finance downloads a signed contract with its certificate, checks the copy, and a changed copy does not pass', async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeFinance, SIGNED_CONTRACT.path);
  await expect(page.getByRole('heading', { level: 1, name: `Contract ${SIGNED_CONTRACT.number}` })).toBeVisible();
  const card = page.getByRole('region', { name: 'Contract PDF' });
  await expect(card.getByText(new RegExp(`^The signed contract with its signature certificate: signed by ${SIGNER} on `))).toBeVisible();

  // The card shows the fingerprint of exactly the file downloaded.
  const { download, file } = await downloadContractPdf(page, card, SIGNED_CONTRACT.number);

  // The check is reached with the keyboard: its button opens the file chooser. The wait starts
  // before the focus: it turns Playwright's interception of file choosers on without waiting for
  // the browser, and a key pressed straight after it could open the chooser before that arrived.
  const checkButton = card.getByRole('button', { name: 'Check a downloaded PDF' });
  let chooser = page.waitForEvent('filechooser');
  await checkButton.focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: download.suggestedFilename(), mimeType: 'application/pdf', buffer: file });
  await expect(card.getByRole('status')).toContainText(`This file is the signed contract, unchanged: signed by ${SIGNER} on `);
  await expect(checkButton).toBeEnabled();

  const changed = Buffer.concat([file, Buffer.from('\n% changed\n')]);
  chooser = page.waitForEvent('filechooser');
  await checkButton.click();
  await (await chooser).setFiles({ name: 'changed.pdf', mimeType: 'application/pdf', buffer: changed });
  await expect(card.getByRole('status')).toContainText('This file does not match this contract. It may have been changed.');
});
