/** The provider's answer to a bank account tokenization, or its error message to show. */
export type BankAccountTokenResult = { ok: true; tokenId: string; tokenResponse: unknown } | { ok: false; message: string };
