import { inArray } from 'drizzle-orm';
import type { ContractEventKind, ContractStatus } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { type ContractOffer, DEMO_HIRING } from '../hiring';
import { users, vendors } from '../company-users/tables';
import { offerColumns } from './create-contract';
import { DEMO_TERMS } from './demo-terms';
import { contractEvents, contracts, serviceContractTerms } from './tables';

const demoId = (n: number) => `0b7d6a4e-5d1f-4c1e-9a43-7d${n.toString(16).padStart(10, '0')}`;

type VendorKey = 'northwind' | 'brightpath' | 'kestrel' | 'lumen' | 'orbital';

export interface ContractsSeedOptions {
  acmeId: string;
  globexId: string;
  /** The billing demo's vendors. */
  vendors: Record<VendorKey, string>;
  /** Who signed, gave notice on, the demo's contracts. */
  acmeSignerId: string;
  globexSignerId: string;
  /** The day the demo's dates are placed around. */
  now?: Date;
}

const T = DEMO_HIRING.talents;
const [TERMS_1, TERMS_2] = DEMO_TERMS;

/** Fixed ids and numbers of the contracts demo (listed in README.md), for tests and demos. */
export const DEMO_CONTRACTS = {
  terms: { v1: TERMS_1!.id, v2: TERMS_2!.id },
  acme: {
    /** Active, ends within 30 days. */
    hannahActive: { id: demoId(1), number: 'CTR-2026-0001' },
    omarActive: { id: demoId(2), number: 'CTR-2026-0002' },
    liamEnded: { id: demoId(3), number: 'CTR-2025-0014' },
    pedroEndedBrightpath: { id: demoId(4), number: 'CTR-2025-0021' },
    /** Awaiting signature, starts next week: signing makes it signed. */
    zaraAwaitingKestrel: { id: demoId(5), number: 'CTR-2026-0005' },
    danielEndedLumen: { id: demoId(6), number: 'CTR-2025-0009' },
    /** Sofia Rossi's, from her hired proposal. */
    sofiaActive: { id: demoId(8), number: 'CTR-2026-0008' },
    yukiNoticeGiven: { id: demoId(9), number: 'CTR-2026-0009' },
    /** Awaiting signature, starts today: signing makes it active and puts Liam on the team. */
    liamAwaiting: { id: demoId(10), number: 'CTR-2026-0010' },
    kofiSigned: { id: demoId(11), number: 'CTR-2026-0011' },
    zaraCancelled: { id: demoId(12), number: 'CTR-2026-0004' },
  },
  globex: {
    inesActive: { id: demoId(7), number: 'GLX-CTR-0001' },
    tomasAwaiting: { id: demoId(13), number: 'GLX-CTR-0002' },
  },
} as const;

interface DemoContract extends ContractOffer {
  id: string;
  number: string;
  company: 'acme' | 'globex';
  vendor: VendorKey;
  talentId: string;
  proposalId?: string;
  status: ContractStatus;
  noticePeriodDays: number;
  /** Days from today, or a fixed date. */
  startsOn: number | string;
  endsOn: number | string | null;
  terms: 'v1' | 'v2';
  /** When notice was given, in days from today. */
  noticeOn?: number;
}

const A = DEMO_CONTRACTS.acme;
const G = DEMO_CONTRACTS.globex;

const DEMO_CONTRACT_ROWS: DemoContract[] = [
  {
    ...A.hannahActive,
    company: 'acme',
    vendor: 'northwind',
    talentId: T.hannahBecker.id,
    status: 'active',
    roleTitle: 'Senior backend engineer',
    description: 'Payments and ledger services of the checkout platform: design, build and run them with the platform team.',
    engagement: 'full_time',
    hoursPerWeek: 40,
    rateMinor: 8_500,
    currency: 'USD',
    noticePeriodDays: 30,
    startsOn: -320,
    endsOn: 18,
    terms: 'v1',
  },
  {
    ...A.omarActive,
    company: 'acme',
    vendor: 'northwind',
    talentId: T.omarFarouk.id,
    status: 'active',
    roleTitle: 'Frontend engineer',
    description: 'The customer dashboard and the shared React component library.',
    engagement: 'full_time',
    hoursPerWeek: 40,
    rateMinor: 7_000,
    currency: 'USD',
    noticePeriodDays: 30,
    startsOn: -230,
    endsOn: 130,
    terms: 'v2',
  },
  {
    ...A.sofiaActive,
    company: 'acme',
    vendor: 'northwind',
    talentId: T.sofiaRossi.id,
    proposalId: DEMO_HIRING.proposals.closedSofiaHired,
    status: 'active',
    roleTitle: 'Mobile developer (React Native)',
    description: 'The field-service mobile app in React Native: offline sync, releases to both stores.',
    engagement: 'full_time',
    hoursPerWeek: 40,
    rateMinor: 5_600,
    currency: 'USD',
    noticePeriodDays: 30,
    startsOn: '2026-10-05',
    endsOn: '2027-04-02',
    terms: 'v2',
  },
  {
    ...A.yukiNoticeGiven,
    company: 'acme',
    vendor: 'northwind',
    talentId: T.yukiTanaka.id,
    status: 'notice_given',
    roleTitle: 'Data engineer',
    description: 'Migration of the reporting pipelines to dbt and Airflow.',
    engagement: 'full_time',
    hoursPerWeek: 40,
    rateMinor: 7_500,
    currency: 'USD',
    noticePeriodDays: 30,
    startsOn: -200,
    endsOn: 24,
    terms: 'v2',
    noticeOn: -6,
  },
  {
    ...A.kofiSigned,
    company: 'acme',
    vendor: 'northwind',
    talentId: T.kofiBoateng.id,
    status: 'signed',
    roleTitle: 'Android engineer',
    description: 'The native Android version of the technician app.',
    engagement: 'part_time',
    hoursPerWeek: 24,
    rateMinor: 6_000,
    currency: 'USD',
    noticePeriodDays: 14,
    startsOn: 21,
    endsOn: 203,
    terms: 'v2',
  },
  {
    ...A.liamAwaiting,
    company: 'acme',
    vendor: 'northwind',
    talentId: T.liamOConnor.id,
    status: 'awaiting_signature',
    roleTitle: 'QA automation engineer',
    description: 'Playwright suites and release gates for the customer portal, back for a second engagement.',
    engagement: 'part_time',
    hoursPerWeek: 30,
    rateMinor: 5_500,
    currency: 'USD',
    noticePeriodDays: 14,
    startsOn: 0,
    endsOn: 180,
    terms: 'v2',
  },
  {
    ...A.zaraAwaitingKestrel,
    company: 'acme',
    vendor: 'kestrel',
    talentId: T.zaraAhmed.id,
    status: 'awaiting_signature',
    roleTitle: 'Product designer',
    description: 'Research and design of the self-service onboarding, with the design system it needs.',
    engagement: 'part_time',
    hoursPerWeek: 20,
    rateMinor: 6_000,
    currency: 'GBP',
    noticePeriodDays: 30,
    startsOn: 7,
    endsOn: 190,
    terms: 'v2',
  },
  {
    ...A.zaraCancelled,
    company: 'acme',
    vendor: 'kestrel',
    talentId: T.zaraAhmed.id,
    status: 'cancelled',
    roleTitle: 'Product designer',
    description: 'Full-time design of the self-service onboarding; replaced by a part-time contract.',
    engagement: 'full_time',
    hoursPerWeek: 40,
    rateMinor: 6_000,
    currency: 'GBP',
    noticePeriodDays: 30,
    startsOn: 7,
    endsOn: 190,
    terms: 'v2',
  },
  {
    ...A.liamEnded,
    company: 'acme',
    vendor: 'northwind',
    talentId: T.liamOConnor.id,
    status: 'ended',
    roleTitle: 'QA automation engineer',
    description: 'The first end-to-end suite of the customer portal.',
    engagement: 'full_time',
    hoursPerWeek: 40,
    rateMinor: 5_200,
    currency: 'USD',
    noticePeriodDays: 14,
    startsOn: -620,
    endsOn: -330,
    terms: 'v1',
  },
  {
    ...A.pedroEndedBrightpath,
    company: 'acme',
    vendor: 'brightpath',
    talentId: T.pedroAlves.id,
    status: 'ended',
    roleTitle: 'Full-stack engineer',
    description: 'The partner API integration, milestones 1 and 2.',
    engagement: 'full_time',
    hoursPerWeek: 40,
    rateMinor: 6_500,
    currency: 'EUR',
    noticePeriodDays: 30,
    startsOn: -435,
    endsOn: -147,
    terms: 'v1',
  },
  {
    ...A.danielEndedLumen,
    company: 'acme',
    vendor: 'lumen',
    talentId: T.danielMensah.id,
    status: 'ended',
    roleTitle: 'Mobile engineer',
    description: 'The checkout redesign of the mobile app.',
    engagement: 'full_time',
    hoursPerWeek: 40,
    rateMinor: 5_000,
    currency: 'USD',
    noticePeriodDays: 30,
    startsOn: -661,
    endsOn: -389,
    terms: 'v1',
  },
  {
    ...G.inesActive,
    company: 'globex',
    vendor: 'orbital',
    talentId: T.inesMoreau.id,
    status: 'active',
    roleTitle: 'Site reliability engineer',
    description: 'Observability and on-call practice for the Kubernetes platform.',
    engagement: 'full_time',
    hoursPerWeek: 40,
    rateMinor: 9_000,
    currency: 'USD',
    noticePeriodDays: 30,
    startsOn: -296,
    endsOn: 68,
    terms: 'v2',
  },
  {
    ...G.tomasAwaiting,
    company: 'globex',
    vendor: 'orbital',
    talentId: T.tomasSilva.id,
    status: 'awaiting_signature',
    roleTitle: 'DevOps engineer',
    description: 'Release automation for the platform team.',
    engagement: 'full_time',
    hoursPerWeek: 40,
    rateMinor: 8_000,
    currency: 'USD',
    noticePeriodDays: 30,
    startsOn: 10,
    endsOn: 193,
    terms: 'v2',
  },
];

/** `today + days` as an ISO date, in UTC. */
function dayFrom(today: Date, days: number | string): string {
  if (typeof days === 'string') return days;
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

const atNoon = (date: string, hour = 10) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);

/** The history a demo contract of this status has had. */
function historyOf(
  contract: DemoContract,
  today: Date,
): Array<{ kind: ContractEventKind; on: string; by: 'vendor' | 'signer' | 'system' }> {
  const startsOn = dayFrom(today, contract.startsOn);
  const created = dayFrom(new Date(`${startsOn}T00:00:00Z`), -14);
  const signed = dayFrom(new Date(`${startsOn}T00:00:00Z`), -9);
  const events: Array<{ kind: ContractEventKind; on: string; by: 'vendor' | 'signer' | 'system' }> = [
    { kind: 'created', on: created, by: 'vendor' },
  ];
  if (contract.status === 'cancelled') return [...events, { kind: 'cancelled', on: dayFrom(today, -3), by: 'vendor' }];
  if (contract.status === 'awaiting_signature') return events;
  events.push({ kind: 'signed', on: signed, by: 'signer' });
  if (contract.status === 'signed') return events;
  events.push({ kind: 'started', on: startsOn, by: 'system' });
  if (contract.noticeOn !== undefined) events.push({ kind: 'notice_given', on: dayFrom(today, contract.noticeOn), by: 'signer' });
  if (contract.status === 'ended' && contract.endsOn !== null) {
    events.push({ kind: 'ended', on: dayFrom(new Date(`${dayFrom(today, contract.endsOn)}T00:00:00Z`), 1), by: 'system' });
  }
  return events;
}

/**
 * The terms and the contracts of every status with their history (billing's demo step bills its
 * invoices to them afterwards). Signatures and their PDFs are added by the signing code's own demo step. Existing rows are left
 * alone, so seeding again changes nothing.
 */
export async function seedContractsDemoData(db: Database, options: ContractsSeedOptions): Promise<void> {
  const today = options.now ?? new Date();
  await db
    .insert(serviceContractTerms)
    .values(
      DEMO_TERMS.map((terms) => ({
        id: terms.id,
        version: terms.version,
        publishedOn: terms.publishedOn,
        title: terms.title,
        sections: terms.sections,
      })),
    )
    .onConflictDoNothing();

  const inserted = await db
    .insert(contracts)
    .values(
      DEMO_CONTRACT_ROWS.map((contract) => ({
        id: contract.id,
        companyId: contract.company === 'acme' ? options.acmeId : options.globexId,
        vendorId: options.vendors[contract.vendor],
        talentId: contract.talentId,
        proposalId: contract.proposalId ?? null,
        number: contract.number,
        status: contract.status,
        ...offerColumns(contract),
        noticePeriodDays: contract.noticePeriodDays,
        startsOn: dayFrom(today, contract.startsOn),
        endsOn: contract.endsOn === null ? null : dayFrom(today, contract.endsOn),
        termsVersionId: DEMO_CONTRACTS.terms[contract.terms],
        createdAt: atNoon(historyOf(contract, today)[0]!.on),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: contracts.id });
  const insertedIds = new Set(inserted.map((row) => row.id));
  const fresh = DEMO_CONTRACT_ROWS.filter((contract) => insertedIds.has(contract.id));
  if (fresh.length === 0) return;

  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [options.acmeSignerId, options.globexSignerId]));
  const nameOf = (id: string) => {
    const person = people.find((row) => row.id === id);
    return person ? `${person.firstName} ${person.lastName}` : 'A former user';
  };
  const vendorRows = await db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(inArray(vendors.id, Object.values(options.vendors)));
  const vendorName = (key: VendorKey) => vendorRows.find((row) => row.id === options.vendors[key])?.name ?? 'The vendor';

  const events = fresh.flatMap((contract): Array<typeof contractEvents.$inferInsert> => {
    const signerId = contract.company === 'acme' ? options.acmeSignerId : options.globexSignerId;
    return historyOf(contract, today).map((event) => ({
      contractId: contract.id,
      kind: event.kind,
      actorUserId: event.by === 'signer' ? signerId : null,
      actorLabel: event.by === 'signer' ? nameOf(signerId) : event.by === 'vendor' ? `${vendorName(contract.vendor)} (vendor)` : 'System',
      occurredAt: atNoon(event.on, event.by === 'system' ? 0 : 10),
      details: event.kind === 'notice_given' ? { ends_on: dayFrom(today, contract.endsOn ?? 0) } : ({} as Record<string, string>),
    }));
  });
  await db.insert(contractEvents).values(events);
}
