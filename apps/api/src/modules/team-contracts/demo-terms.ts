import type { TermsSection } from './tables';

/** The two published versions of the Standard Service Contract Terms in the demo; 2.0 is current. */
export interface DemoTerms {
  id: string;
  version: string;
  publishedOn: string;
  title: string;
  sections: TermsSection[];
}

const TITLE = 'Standard Service Contract Terms';

const COMMON_OPENING: TermsSection[] = [
  {
    heading: '1. Scope',
    paragraphs: [
      'These terms govern every service contract between a client company ("Client") and a vendor ("Vendor") made through the marketplace, unless the parties agree otherwise in writing.',
      'The contract names the developer who provides the services, their role, the weekly hours, the hourly rate and currency, the start date, the end date if any, and the notice period.',
    ],
  },
  {
    heading: '2. Services',
    paragraphs: [
      'The Vendor provides the services described in the contract through the named developer, with the skill and care of a competent professional.',
      'The Vendor remains the employer or principal of the developer and is responsible for their pay, taxes, benefits and equipment.',
    ],
  },
];

const CLOSING: TermsSection[] = [
  {
    heading: '8. Confidentiality',
    paragraphs: [
      "Each party keeps the other party's confidential information secret and uses it only to perform the contract, during the contract and for three years after it ends.",
    ],
  },
  {
    heading: '9. Non-solicitation',
    paragraphs: [
      "During the contract and for twelve months after it ends, the Client does not hire the developer directly without the Vendor's written consent.",
    ],
  },
  {
    heading: '10. Liability',
    paragraphs: [
      "Neither party is liable for indirect or consequential loss. Each party's total liability under a contract is limited to the fees paid or payable under it in the twelve months before the claim, except for breach of confidentiality, fraud or wilful misconduct.",
    ],
  },
];

export const DEMO_TERMS: DemoTerms[] = [
  {
    id: '0b7d6a4e-5d1f-4c1e-9a43-5a0000000001',
    version: '1.0',
    publishedOn: '2025-01-15',
    title: TITLE,
    sections: [
      ...COMMON_OPENING,
      {
        heading: '3. Hours and timesheets',
        paragraphs: [
          'The developer records the hours worked each week. The Client may query a timesheet within seven days of receiving it; hours not queried are accepted.',
        ],
      },
      {
        heading: '4. Fees and invoices',
        paragraphs: [
          'The Vendor invoices monthly in arrears for the hours accepted, at the hourly rate of the contract. The Client pays each invoice within 30 days of its date.',
        ],
      },
      {
        heading: '5. Intellectual property',
        paragraphs: [
          'All work product the developer creates for the Client under the contract belongs to the Client once the invoices covering it are paid.',
        ],
      },
      {
        heading: '6. Term and notice',
        paragraphs: [
          'The contract runs from its start date until its end date, or until either party ends it by written notice of the notice period stated in the contract.',
        ],
      },
      {
        heading: '7. Extensions',
        paragraphs: ['The parties may extend a contract by agreeing a new end date in writing before it ends.'],
      },
      ...CLOSING,
    ],
  },
  {
    id: '0b7d6a4e-5d1f-4c1e-9a43-5a0000000002',
    version: '2.0',
    publishedOn: '2026-06-01',
    title: TITLE,
    sections: [
      ...COMMON_OPENING,
      {
        heading: '3. Hours and timesheets',
        paragraphs: [
          'The developer records the hours worked each week in the portal. The Client may query a timesheet within five business days of receiving it; hours not queried are accepted.',
          'Work beyond the weekly hours of the contract needs the Client\u2019s approval in advance.',
        ],
      },
      {
        heading: '4. Fees and invoices',
        paragraphs: [
          'The Vendor invoices monthly in arrears for the hours accepted, at the hourly rate of the contract. The Client pays each invoice within 15 days of its date, by wire, card or US ACH through the portal.',
          'Late payments bear interest at 1% a month from the due date; the Vendor may suspend the services after a further 15 days of written notice.',
        ],
      },
      {
        heading: '5. Intellectual property and data',
        paragraphs: [
          'All work product the developer creates for the Client under the contract belongs to the Client once the invoices covering it are paid.',
          "Where the developer processes personal data for the Client, the Vendor does so only on the Client's documented instructions and under the data processing terms of the marketplace.",
        ],
      },
      {
        heading: '6. Term and notice',
        paragraphs: [
          'The contract runs from its start date until its end date, or until either party ends it by written notice of the notice period stated in the contract.',
          'The Client may ask through the portal to end a contract sooner than its notice period allows; such an end takes effect only if the Vendor accepts it.',
        ],
      },
      {
        heading: '7. Extensions',
        paragraphs: [
          'The Client may ask through the portal to extend a contract to a new end date. The extension takes effect when the Vendor accepts it; until then the contract keeps its end date.',
        ],
      },
      ...CLOSING,
    ],
  },
];

export const CURRENT_DEMO_TERMS = DEMO_TERMS[1] as DemoTerms;
