/** What every ACH step shows about the payment. */
export interface AchPaymentSummary {
  reference: string;
  vendorName: string;
  /** Formatted invoice total. */
  amount: string;
}

export interface AchStepProps {
  titleId: string;
  summary: AchPaymentSummary;
  /** Cancel and the title's close button: the flow decides what closing means in each step. */
  onCancel(): void;
}
