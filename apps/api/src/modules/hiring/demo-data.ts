import type { ExperienceEntry, InterviewStatus, ProposalStatus, RfpStatus, Seniority, SkillYears } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { meetings, proposals, rfps, specialists, talents } from './tables';
import { DEMO_ASSETS_PREFIX } from '../../platform/http/static-files';
import { engagementForHours } from './create-rfp';

const demoId = (prefix: string, n: number) => `0b7d6a4e-5d1f-4c1e-9a43-${prefix}${n.toString(16).padStart(10, '0')}`;
const specialistId = (n: number) => demoId('4a', n);
const talentId = (n: number) => demoId('4b', n);
const rfpId = (n: number) => demoId('4c', n);
const proposalId = (n: number) => demoId('4d', n);
const meetingId = (n: number) => demoId('4e', n);

const photo = (name: string) => `${DEMO_ASSETS_PREFIX}${name}.svg`;

/** Fixed ids and names of the hiring demo data (listed in README.md), for the portal's tests and demos. */
export const DEMO_HIRING = {
  specialists: {
    mariaLopez: { id: specialistId(1), name: 'Maria Lopez', slug: 'maria-lopez' },
    jamesCarter: { id: specialistId(2), name: 'James Carter', slug: 'james-carter' },
    priyaNair: { id: specialistId(3), name: 'Priya Nair', slug: 'priya-nair' },
    kenjiWatanabe: { id: specialistId(4), name: 'Kenji Watanabe', slug: 'kenji-watanabe' },
    oliviaBennett: { id: specialistId(5), name: 'Olivia Bennett', slug: 'olivia-bennett' },
    larsEriksson: { id: specialistId(6), name: 'Lars Eriksson', slug: 'lars-eriksson' },
  },
  talents: {
    lucasOliveira: { id: talentId(1), name: 'Lucas Oliveira' },
    annaKowalska: { id: talentId(2), name: 'Anna Kowalska' },
    mateoGarcia: { id: talentId(3), name: 'Mateo García' },
    olenaShevchenko: { id: talentId(4), name: 'Olena Shevchenko' },
    rahulMehta: { id: talentId(5), name: 'Rahul Mehta' },
    sofiaRossi: { id: talentId(6), name: 'Sofia Rossi' },
    danielMensah: { id: talentId(7), name: 'Daniel Mensah' },
    nikolaPetrovic: { id: talentId(8), name: 'Nikola Petrović' },
    camilaTorres: { id: talentId(9), name: 'Camila Torres' },
    ahmedHassan: { id: talentId(10), name: 'Ahmed Hassan' },
    elenaPopescu: { id: talentId(11), name: 'Elena Popescu' },
    tomasSilva: { id: talentId(12), name: 'Tomás Silva' },
    // On the companies' teams through their contracts (the contracts module's demo data).
    hannahBecker: { id: talentId(13), name: 'Hannah Becker' },
    omarFarouk: { id: talentId(14), name: 'Omar Farouk' },
    yukiTanaka: { id: talentId(15), name: 'Yuki Tanaka' },
    liamOConnor: { id: talentId(16), name: "Liam O'Connor" },
    zaraAhmed: { id: talentId(17), name: 'Zara Ahmed' },
    pedroAlves: { id: talentId(18), name: 'Pedro Alves' },
    inesMoreau: { id: talentId(19), name: 'Inès Moreau' },
    kofiBoateng: { id: talentId(20), name: 'Kofi Boateng' },
  },
  rfps: {
    /** Reviewing, five proposals (one declined). */
    acmeReact: { id: rfpId(1), title: 'Senior React engineer' },
    /** Still matching candidates, no proposals yet. */
    acmeMatching: { id: rfpId(2), title: 'Data engineer (Python)' },
    /** Closed, with a hired candidate. */
    acmeClosed: { id: rfpId(3), title: 'Mobile developer (React Native)' },
    /** Interviewing: two upcoming intro calls, a completed one and a canceled one. */
    acmeInterviewing: { id: rfpId(4), title: 'Backend engineer (Go)' },
    globex: { id: rfpId(5), title: 'Platform engineer (Kubernetes)' },
  },
  proposals: {
    reactLucas: proposalId(1),
    reactAnna: proposalId(2),
    reactMateo: proposalId(3),
    reactOlena: proposalId(4),
    /** Declined with a reason. */
    reactRahulDeclined: proposalId(5),
    closedSofiaHired: proposalId(6),
    closedDanielDeclined: proposalId(7),
    goNikolaScheduled: proposalId(8),
    goCamilaScheduled: proposalId(9),
    goAhmedCompletedCall: proposalId(10),
    goMateoCanceledCall: proposalId(11),
    globexElenaScheduled: proposalId(12),
    globexTomas: proposalId(13),
  },
  meetings: {
    acmeUpcomingFirst: meetingId(1),
    acmeUpcomingSecond: meetingId(2),
    acmePastCompleted: meetingId(3),
    acmePastCanceled: meetingId(4),
    globexUpcoming: meetingId(5),
  },
  declinedReason: 'Rate is above our budget',
} as const;

interface DemoSpecialist {
  id: string;
  kind: 'talent' | 'sales';
  firstName: string;
  lastName: string;
  title: string;
  skills: string[];
  slug: string;
  timeZone: string;
}

const S = DEMO_HIRING.specialists;
const DEMO_SPECIALISTS: DemoSpecialist[] = [
  {
    id: S.mariaLopez.id,
    kind: 'talent',
    firstName: 'Maria',
    lastName: 'Lopez',
    title: 'Talent specialist, frontend',
    skills: ['React', 'TypeScript', 'JavaScript', 'Vue.js', 'Angular', 'Node.js'],
    slug: S.mariaLopez.slug,
    timeZone: 'Europe/Madrid',
  },
  {
    id: S.jamesCarter.id,
    kind: 'talent',
    firstName: 'James',
    lastName: 'Carter',
    title: 'Talent specialist, backend',
    skills: ['Go', 'Java', 'Kotlin', 'Python', 'Django', 'PostgreSQL', 'Ruby on Rails', 'PHP'],
    slug: S.jamesCarter.slug,
    timeZone: 'America/New_York',
  },
  {
    id: S.priyaNair.id,
    kind: 'talent',
    firstName: 'Priya',
    lastName: 'Nair',
    title: 'Talent specialist, cloud and data',
    skills: ['AWS', 'Kubernetes', 'Data engineering', 'Machine learning', 'Python', 'Terraform'],
    slug: S.priyaNair.slug,
    timeZone: 'Europe/London',
  },
  {
    id: S.kenjiWatanabe.id,
    kind: 'talent',
    firstName: 'Kenji',
    lastName: 'Watanabe',
    title: 'Talent specialist, mobile',
    skills: ['React Native', 'Swift', 'Kotlin', 'Flutter'],
    slug: S.kenjiWatanabe.slug,
    timeZone: 'Asia/Tokyo',
  },
  {
    id: S.oliviaBennett.id,
    kind: 'sales',
    firstName: 'Olivia',
    lastName: 'Bennett',
    title: 'Account executive',
    skills: [],
    slug: S.oliviaBennett.slug,
    timeZone: 'America/Chicago',
  },
  {
    id: S.larsEriksson.id,
    kind: 'sales',
    firstName: 'Lars',
    lastName: 'Eriksson',
    title: 'Account executive, EMEA',
    skills: [],
    slug: S.larsEriksson.slug,
    timeZone: 'Europe/Stockholm',
  },
];

interface DemoTalent {
  id: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  title: string;
  summary: string;
  skills: SkillYears[];
  experience: ExperienceEntry[];
  city: string;
  country: string;
  timeZone: string;
  englishLevel: 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'native';
}

const skills = (list: Array<[string, number]>): SkillYears[] => list.map(([name, years]) => ({ name, years }));
const job = (company: string, role: string, start: string, end: string | null, description: string): ExperienceEntry => ({
  company,
  role,
  start_date: start,
  end_date: end,
  description,
});

const T = DEMO_HIRING.talents;
const DEMO_TALENTS: DemoTalent[] = [
  {
    id: T.lucasOliveira.id,
    firstName: 'Lucas',
    lastName: 'Oliveira',
    photo: photo('talent-lucas-oliveira'),
    title: 'Senior React engineer',
    summary:
      'Frontend engineer who has built trading dashboards and design systems for fintech teams. Cares about fast, accessible interfaces and well-tested state management.',
    skills: skills([
      ['React', 8],
      ['TypeScript', 6],
      ['Redux', 5],
      ['Jest', 5],
      ['Node.js', 4],
      ['GraphQL', 3],
      ['Next.js', 3],
    ]),
    experience: [
      job(
        'Nubank',
        'Senior frontend engineer',
        '2021-03-01',
        null,
        'Leads the web app of the investments product: React, TypeScript and a shared component library used by six teams.',
      ),
      job(
        'Stone Pagamentos',
        'Frontend engineer',
        '2018-02-01',
        '2021-02-28',
        'Built the merchant dashboard and moved it from AngularJS to React.',
      ),
      job('Locaweb', 'Web developer', '2016-06-01', '2018-01-31', 'Customer portal features and the first automated UI tests.'),
    ],
    city: 'São Paulo',
    country: 'Brazil',
    timeZone: 'America/Sao_Paulo',
    englishLevel: 'C1',
  },
  {
    id: T.annaKowalska.id,
    firstName: 'Anna',
    lastName: 'Kowalska',
    photo: photo('talent-anna-kowalska'),
    title: 'Senior frontend engineer',
    summary:
      'Nine years of web work, the last seven in React. Has led a design system from scratch and mentors juniors; comfortable owning features end to end.',
    skills: skills([
      ['JavaScript', 9],
      ['CSS', 9],
      ['React', 7],
      ['TypeScript', 7],
      ['Cypress', 4],
      ['Storybook', 3],
    ]),
    experience: [
      job(
        'Allegro',
        'Senior frontend engineer',
        '2020-05-01',
        null,
        'Checkout and seller pages; owner of the web design system and its visual regression tests.',
      ),
      job(
        'Brainly',
        'Frontend engineer',
        '2017-09-01',
        '2020-04-30',
        'Question page performance work that halved the time to interactive.',
      ),
    ],
    city: 'Warsaw',
    country: 'Poland',
    timeZone: 'Europe/Warsaw',
    englishLevel: 'C1',
  },
  {
    id: T.mateoGarcia.id,
    firstName: 'Mateo',
    lastName: 'García',
    photo: null,
    title: 'Full-stack engineer',
    summary:
      'Full-stack engineer at home in React and Node.js, with solid PostgreSQL and AWS experience from running a small SaaS in production.',
    skills: skills([
      ['React', 6],
      ['Node.js', 6],
      ['PostgreSQL', 6],
      ['TypeScript', 5],
      ['AWS', 4],
    ]),
    experience: [
      job(
        'Mercado Libre',
        'Software engineer',
        '2021-01-01',
        null,
        'Internal logistics tools: React front ends over Node.js services and PostgreSQL.',
      ),
      job(
        'Tiendanube',
        'Full-stack developer',
        '2018-04-01',
        '2020-12-31',
        'Store admin features and the billing integration with local payment providers.',
      ),
    ],
    city: 'Buenos Aires',
    country: 'Argentina',
    timeZone: 'America/Argentina/Buenos_Aires',
    englishLevel: 'B2',
  },
  {
    id: T.olenaShevchenko.id,
    firstName: 'Olena',
    lastName: 'Shevchenko',
    photo: photo('talent-olena-shevchenko'),
    title: 'Senior frontend engineer',
    summary:
      'Frontend engineer focused on accessibility and performance; has shipped React and Vue applications for healthcare and e-commerce clients.',
    skills: skills([
      ['React', 6],
      ['TypeScript', 5],
      ['Jest', 5],
      ['Webpack', 4],
      ['Vue.js', 3],
      ['Accessibility', 3],
    ]),
    experience: [
      job('Grammarly', 'Frontend engineer', '2021-06-01', null, 'Editor extension UI and its accessibility audit fixes.'),
      job(
        'MacPaw',
        'Frontend developer',
        '2019-02-01',
        '2021-05-31',
        'Marketing site and the account area, moved to a React single-page app.',
      ),
      job('EPAM Systems', 'Junior developer', '2018-01-01', '2019-01-31', 'Vue.js dashboards for a healthcare client.'),
    ],
    city: 'Kyiv',
    country: 'Ukraine',
    timeZone: 'Europe/Kyiv',
    englishLevel: 'C1',
  },
  {
    id: T.rahulMehta.id,
    firstName: 'Rahul',
    lastName: 'Mehta',
    photo: photo('talent-rahul-mehta'),
    title: 'Senior software engineer',
    summary:
      'Product-minded engineer who has built consumer apps on React, React Native and Node.js, from first prototype to millions of users.',
    skills: skills([
      ['Node.js', 7],
      ['React', 5],
      ['TypeScript', 5],
      ['MongoDB', 5],
      ['React Native', 4],
    ]),
    experience: [
      job(
        'Swiggy',
        'Senior software engineer',
        '2020-08-01',
        null,
        'Restaurant partner app (React Native) and its Node.js backend for orders.',
      ),
      job('Freshworks', 'Software engineer', '2017-07-01', '2020-07-31', 'Helpdesk widgets in React and their public JavaScript SDK.'),
    ],
    city: 'Bengaluru',
    country: 'India',
    timeZone: 'Asia/Kolkata',
    englishLevel: 'C2',
  },
  {
    id: T.sofiaRossi.id,
    firstName: 'Sofia',
    lastName: 'Rossi',
    photo: photo('talent-sofia-rossi'),
    title: 'Mobile engineer',
    summary:
      'Mobile engineer shipping React Native apps with native modules in Swift and Kotlin when needed; strong on offline sync and release automation.',
    skills: skills([
      ['React Native', 5],
      ['TypeScript', 5],
      ['Firebase', 4],
      ['Swift', 3],
      ['Kotlin', 2],
    ]),
    experience: [
      job(
        'Satispay',
        'Mobile engineer',
        '2021-02-01',
        null,
        'Consumer payments app in React Native; wrote the native card-scanning module.',
      ),
      job('Subito', 'Mobile developer', '2019-03-01', '2021-01-31', 'Listings app features and its CI release pipeline.'),
    ],
    city: 'Milan',
    country: 'Italy',
    timeZone: 'Europe/Rome',
    englishLevel: 'B2',
  },
  {
    id: T.danielMensah.id,
    firstName: 'Daniel',
    lastName: 'Mensah',
    photo: photo('talent-daniel-mensah'),
    title: 'Mobile engineer',
    summary: 'JavaScript engineer turned mobile specialist; builds React Native apps for markets with slow networks and low-end devices.',
    skills: skills([
      ['JavaScript', 6],
      ['React Native', 4],
      ['Redux', 4],
      ['iOS', 3],
      ['Android', 3],
    ]),
    experience: [
      job('Hubtel', 'Mobile engineer', '2020-01-01', null, 'Merchant app in React Native, tuned for low-end Android phones.'),
      job('mPharma', 'Software developer', '2018-05-01', '2019-12-31', 'Pharmacy inventory web app and its first mobile companion.'),
    ],
    city: 'Accra',
    country: 'Ghana',
    timeZone: 'Africa/Accra',
    englishLevel: 'C2',
  },
  {
    id: T.nikolaPetrovic.id,
    firstName: 'Nikola',
    lastName: 'Petrović',
    photo: photo('talent-nikola-petrovic'),
    title: 'Senior backend engineer (Go)',
    summary:
      'Backend engineer building high-throughput services in Go; eight years with PostgreSQL, from schema design to query tuning, and Kubernetes in production.',
    skills: skills([
      ['PostgreSQL', 8],
      ['Go', 6],
      ['Docker', 6],
      ['Redis', 5],
      ['Kubernetes', 4],
      ['gRPC', 4],
    ]),
    experience: [
      job(
        'Nordeus',
        'Senior backend engineer',
        '2020-09-01',
        null,
        'Game services in Go handling millions of daily players; led the move to Kubernetes.',
      ),
      job(
        'Seven Bridges',
        'Backend engineer',
        '2017-03-01',
        '2020-08-31',
        'Genomics pipeline APIs; PostgreSQL partitioning for billions of rows.',
      ),
      job('Comtrade', 'Software developer', '2016-01-01', '2017-02-28', 'Banking integrations in Java and PostgreSQL.'),
    ],
    city: 'Belgrade',
    country: 'Serbia',
    timeZone: 'Europe/Belgrade',
    englishLevel: 'C1',
  },
  {
    id: T.camilaTorres.id,
    firstName: 'Camila',
    lastName: 'Torres',
    photo: photo('talent-camila-torres'),
    title: 'Backend engineer',
    summary:
      'Backend engineer working in Go and Python on event-driven systems; experienced with Kafka, AWS and keeping data pipelines reliable.',
    skills: skills([
      ['Python', 6],
      ['PostgreSQL', 5],
      ['Go', 4],
      ['AWS', 4],
      ['Kafka', 3],
    ]),
    experience: [
      job('Rappi', 'Backend engineer', '2021-04-01', null, 'Order routing services in Go and their Kafka event streams.'),
      job('Globant', 'Software engineer', '2018-06-01', '2021-03-31', 'Python APIs and ETL jobs on AWS for a retail client.'),
    ],
    city: 'Bogotá',
    country: 'Colombia',
    timeZone: 'America/Bogota',
    englishLevel: 'B2',
  },
  {
    id: T.ahmedHassan.id,
    firstName: 'Ahmed',
    lastName: 'Hassan',
    photo: null,
    title: 'Backend engineer',
    summary:
      'Backend engineer with Go and Node.js services behind mobile apps; likes clean APIs, good observability and boring deployments.',
    skills: skills([
      ['MySQL', 6],
      ['Go', 5],
      ['Docker', 5],
      ['Node.js', 4],
      ['Kubernetes', 3],
    ]),
    experience: [
      job('Swvl', 'Backend engineer', '2020-02-01', null, 'Ride booking APIs in Go; cut p99 latency by a third with better caching.'),
      job('Instabug', 'Software engineer', '2018-01-01', '2020-01-31', 'Node.js ingestion service for crash reports.'),
    ],
    city: 'Cairo',
    country: 'Egypt',
    timeZone: 'Africa/Cairo',
    englishLevel: 'C1',
  },
  {
    id: T.elenaPopescu.id,
    firstName: 'Elena',
    lastName: 'Popescu',
    photo: photo('talent-elena-popescu'),
    title: 'Platform engineer',
    summary:
      'Platform engineer running Kubernetes clusters on AWS with Terraform; builds the paved road that lets product teams ship safely every day.',
    skills: skills([
      ['Linux', 9],
      ['AWS', 6],
      ['Kubernetes', 5],
      ['Terraform', 5],
      ['Prometheus', 4],
      ['Go', 3],
    ]),
    experience: [
      job(
        'UiPath',
        'Senior platform engineer',
        '2020-03-01',
        null,
        'Multi-region Kubernetes platform on AWS, managed with Terraform and Argo CD.',
      ),
      job('Bitdefender', 'Systems engineer', '2015-09-01', '2020-02-29', 'Linux fleet automation and the monitoring stack.'),
    ],
    city: 'Bucharest',
    country: 'Romania',
    timeZone: 'Europe/Bucharest',
    englishLevel: 'C1',
  },
  {
    id: T.tomasSilva.id,
    firstName: 'Tomás',
    lastName: 'Silva',
    photo: photo('talent-tomas-silva'),
    title: 'DevOps engineer',
    summary: 'DevOps engineer automating build and release for product teams on GCP and Kubernetes; pragmatic about cost and on-call load.',
    skills: skills([
      ['CI/CD', 6],
      ['Docker', 6],
      ['Python', 5],
      ['Kubernetes', 4],
      ['GCP', 4],
      ['Helm', 4],
    ]),
    experience: [
      job('Feedzai', 'DevOps engineer', '2020-10-01', null, 'Helm-based releases to GKE for a fraud detection platform.'),
      job('OutSystems', 'Build engineer', '2018-02-01', '2020-09-30', 'CI pipelines and the move from Jenkins to GitHub Actions.'),
    ],
    city: 'Lisbon',
    country: 'Portugal',
    timeZone: 'Europe/Lisbon',
    englishLevel: 'C2',
  },
  {
    id: T.hannahBecker.id,
    firstName: 'Hannah',
    lastName: 'Becker',
    photo: photo('talent-hannah-becker'),
    title: 'Senior backend engineer',
    summary: 'Backend engineer for payment and ledger systems in Go and PostgreSQL; careful with money, migrations and on-call.',
    skills: skills([
      ['Go', 7],
      ['PostgreSQL', 8],
      ['Kafka', 4],
      ['AWS', 5],
      ['Terraform', 3],
    ]),
    experience: [
      job('N26', 'Senior backend engineer', '2020-04-01', null, 'Ledger and card settlement services in Go.'),
      job('SumUp', 'Backend engineer', '2016-09-01', '2020-03-31', 'Merchant payouts and their reconciliation jobs.'),
    ],
    city: 'Berlin',
    country: 'Germany',
    timeZone: 'Europe/Berlin',
    englishLevel: 'C2',
  },
  {
    id: T.omarFarouk.id,
    firstName: 'Omar',
    lastName: 'Farouk',
    photo: photo('talent-omar-farouk'),
    title: 'Frontend engineer',
    summary: 'Frontend engineer building design systems and dashboards in React and TypeScript, with an eye for accessibility.',
    skills: skills([
      ['React', 6],
      ['TypeScript', 5],
      ['CSS', 8],
      ['Storybook', 4],
      ['Accessibility', 4],
    ]),
    experience: [
      job('Careem', 'Frontend engineer', '2019-06-01', null, 'The captain dashboard and its shared component library.'),
      job('Vezeeta', 'Web developer', '2016-10-01', '2019-05-31', 'Booking flows for clinics in React.'),
    ],
    city: 'Cairo',
    country: 'Egypt',
    timeZone: 'Africa/Cairo',
    englishLevel: 'C1',
  },
  {
    id: T.yukiTanaka.id,
    firstName: 'Yuki',
    lastName: 'Tanaka',
    photo: photo('talent-yuki-tanaka'),
    title: 'Data engineer',
    summary: 'Data engineer who builds batch and streaming pipelines in Python, dbt and Airflow, and the tests that keep them honest.',
    skills: skills([
      ['Python', 7],
      ['SQL', 8],
      ['dbt', 4],
      ['Airflow', 5],
      ['BigQuery', 4],
    ]),
    experience: [
      job('Mercari', 'Data engineer', '2020-01-01', null, 'Marketplace event pipelines into BigQuery.'),
      job('Rakuten', 'Analytics engineer', '2017-04-01', '2019-12-31', 'Reporting models and their data quality checks.'),
    ],
    city: 'Osaka',
    country: 'Japan',
    timeZone: 'Asia/Tokyo',
    englishLevel: 'B2',
  },
  {
    id: T.liamOConnor.id,
    firstName: 'Liam',
    lastName: "O'Connor",
    photo: photo('talent-liam-oconnor'),
    title: 'QA automation engineer',
    summary: 'Test automation engineer: Playwright suites, contract tests and release gates that catch problems before customers do.',
    skills: skills([
      ['Playwright', 4],
      ['TypeScript', 5],
      ['Cypress', 4],
      ['Jest', 5],
      ['CI/CD', 5],
    ]),
    experience: [
      job('Workhuman', 'QA automation engineer', '2020-05-01', null, 'End-to-end suites for the recognition platform.'),
      job('Intercom', 'Software engineer in test', '2017-08-01', '2020-04-30', 'API contract tests and the flaky-test tracker.'),
    ],
    city: 'Dublin',
    country: 'Ireland',
    timeZone: 'Europe/Dublin',
    englishLevel: 'native',
  },
  {
    id: T.zaraAhmed.id,
    firstName: 'Zara',
    lastName: 'Ahmed',
    photo: photo('talent-zara-ahmed'),
    title: 'Product designer',
    summary: 'Product designer for B2B tools: research, flows and a design system engineers enjoy building from.',
    skills: skills([
      ['Figma', 6],
      ['User research', 5],
      ['Design systems', 4],
      ['Prototyping', 6],
      ['Accessibility', 3],
    ]),
    experience: [
      job('Deliveroo', 'Product designer', '2021-01-01', null, 'Restaurant Hub scheduling and payouts.'),
      job('Monzo', 'Designer', '2018-03-01', '2020-12-31', 'Business accounts onboarding.'),
    ],
    city: 'London',
    country: 'United Kingdom',
    timeZone: 'Europe/London',
    englishLevel: 'native',
  },
  {
    id: T.pedroAlves.id,
    firstName: 'Pedro',
    lastName: 'Alves',
    photo: photo('talent-pedro-alves'),
    title: 'Full-stack engineer',
    summary: 'Full-stack engineer on Node.js and React who likes owning a feature from the database to the button.',
    skills: skills([
      ['Node.js', 6],
      ['React', 5],
      ['PostgreSQL', 5],
      ['GraphQL', 3],
      ['AWS', 3],
    ]),
    experience: [
      job('Nubank', 'Software engineer', '2021-03-01', null, 'Customer support tooling in Node.js and React.'),
      job('Loggi', 'Developer', '2018-06-01', '2021-02-28', 'Courier routing dashboard.'),
    ],
    city: 'São Paulo',
    country: 'Brazil',
    timeZone: 'America/Sao_Paulo',
    englishLevel: 'C1',
  },
  {
    id: T.inesMoreau.id,
    firstName: 'Inès',
    lastName: 'Moreau',
    photo: photo('talent-ines-moreau'),
    title: 'Site reliability engineer',
    summary: 'SRE for Kubernetes platforms: observability, capacity and incident practice for teams that ship daily.',
    skills: skills([
      ['Kubernetes', 5],
      ['Prometheus', 5],
      ['Go', 3],
      ['Terraform', 5],
      ['GCP', 4],
    ]),
    experience: [
      job('Doctolib', 'Site reliability engineer', '2020-02-01', null, 'Observability stack and the on-call handbook.'),
      job('BlaBlaCar', 'Systems engineer', '2017-01-01', '2020-01-31', 'Move of services to Kubernetes.'),
    ],
    city: 'Lyon',
    country: 'France',
    timeZone: 'Europe/Paris',
    englishLevel: 'C1',
  },
  {
    id: T.kofiBoateng.id,
    firstName: 'Kofi',
    lastName: 'Boateng',
    photo: photo('talent-kofi-boateng'),
    title: 'Android engineer',
    summary: 'Android engineer in Kotlin and Jetpack Compose; builds apps that stay fast on mid-range phones and flaky networks.',
    skills: skills([
      ['Kotlin', 6],
      ['Jetpack Compose', 3],
      ['Android', 7],
      ['GraphQL', 3],
      ['Firebase', 4],
    ]),
    experience: [
      job('Chipper Cash', 'Android engineer', '2021-05-01', null, 'Send-money flows and the offline transaction queue.'),
      job('Andela', 'Software engineer', '2018-01-01', '2021-04-30', 'Android apps for partner companies.'),
    ],
    city: 'Accra',
    country: 'Ghana',
    timeZone: 'Africa/Accra',
    englishLevel: 'C2',
  },
];

interface DemoRfp {
  id: string;
  company: 'acme' | 'globex';
  title: string;
  description: string;
  skills: string[];
  seniority: Seniority;
  hoursPerWeek: number;
  hourlyBudgetMinor: number | null;
  currency: 'USD' | 'EUR' | 'GBP';
  startDate: string | null;
  notes: string | null;
  status: RfpStatus;
  createdAt: string;
  updatedAt: string;
}

const R = DEMO_HIRING.rfps;
const DEMO_RFPS: DemoRfp[] = [
  {
    id: R.acmeReact.id,
    company: 'acme',
    title: R.acmeReact.title,
    description: 'Join the team building our fleet monitoring dashboard: live robot telemetry, maps and alerts in React and TypeScript.',
    skills: ['React', 'TypeScript', 'Redux', 'Jest'],
    seniority: 'senior',
    hoursPerWeek: 40,
    hourlyBudgetMinor: 7_500,
    currency: 'USD',
    startDate: '2026-12-07',
    notes: 'Overlap of at least four hours with Central European Time.',
    status: 'reviewing',
    createdAt: '2026-11-02T09:30:00Z',
    updatedAt: '2026-11-18T16:05:00Z',
  },
  {
    id: R.acmeMatching.id,
    company: 'acme',
    title: R.acmeMatching.title,
    description: 'Own the pipelines that turn robot sensor logs into the analytics warehouse.',
    skills: ['Python', 'Data engineering', 'PostgreSQL', 'AWS'],
    seniority: 'middle',
    hoursPerWeek: 20,
    hourlyBudgetMinor: 5_500,
    currency: 'USD',
    startDate: '2027-01-11',
    notes: null,
    status: 'matching',
    createdAt: '2026-11-20T11:00:00Z',
    updatedAt: '2026-11-20T11:00:00Z',
  },
  {
    id: R.acmeClosed.id,
    company: 'acme',
    title: R.acmeClosed.title,
    description: 'Build the field technician app used to service robots on customer sites.',
    skills: ['React Native', 'TypeScript', 'Firebase'],
    seniority: 'middle',
    hoursPerWeek: 40,
    hourlyBudgetMinor: 6_000,
    currency: 'EUR',
    startDate: '2026-10-05',
    notes: null,
    status: 'closed',
    createdAt: '2026-09-08T08:15:00Z',
    updatedAt: '2026-09-29T14:40:00Z',
  },
  {
    id: R.acmeInterviewing.id,
    company: 'acme',
    title: R.acmeInterviewing.title,
    description: 'Design and run the Go services behind robot fleet scheduling, on PostgreSQL and Kubernetes.',
    skills: ['Go', 'PostgreSQL', 'Kubernetes', 'Docker'],
    seniority: 'senior',
    hoursPerWeek: 30,
    hourlyBudgetMinor: 8_000,
    currency: 'USD',
    startDate: '2026-12-14',
    notes: 'Experience with event-driven systems is a plus.',
    status: 'interviewing',
    createdAt: '2026-10-21T13:45:00Z',
    updatedAt: '2026-11-16T10:20:00Z',
  },
  {
    id: R.globex.id,
    company: 'globex',
    title: R.globex.title,
    description: 'Run and improve our Kubernetes platform on AWS.',
    skills: ['Kubernetes', 'AWS', 'Terraform'],
    seniority: 'senior',
    hoursPerWeek: 40,
    hourlyBudgetMinor: 9_000,
    currency: 'USD',
    startDate: '2026-12-01',
    notes: null,
    status: 'interviewing',
    createdAt: '2026-11-05T15:00:00Z',
    updatedAt: '2026-11-17T09:10:00Z',
  },
];

interface DemoProposal {
  id: string;
  rfpId: string;
  talentId: string;
  status: ProposalStatus;
  rateMinor: number;
  hoursPerWeek: number;
  availableFrom: string;
  submittedAt: string;
  declineReason?: string;
  declinedAt?: string;
}

const P = DEMO_HIRING.proposals;
const DEMO_PROPOSALS: DemoProposal[] = [
  {
    id: P.reactLucas,
    rfpId: R.acmeReact.id,
    talentId: T.lucasOliveira.id,
    status: 'new',
    rateMinor: 7_000,
    hoursPerWeek: 40,
    availableFrom: '2026-12-07',
    submittedAt: '2026-11-18T16:05:00Z',
  },
  {
    id: P.reactAnna,
    rfpId: R.acmeReact.id,
    talentId: T.annaKowalska.id,
    status: 'new',
    rateMinor: 7_400,
    hoursPerWeek: 40,
    availableFrom: '2026-12-14',
    submittedAt: '2026-11-16T10:30:00Z',
  },
  {
    id: P.reactMateo,
    rfpId: R.acmeReact.id,
    talentId: T.mateoGarcia.id,
    status: 'new',
    rateMinor: 5_800,
    hoursPerWeek: 40,
    availableFrom: '2026-12-01',
    submittedAt: '2026-11-12T13:20:00Z',
  },
  {
    id: P.reactOlena,
    rfpId: R.acmeReact.id,
    talentId: T.olenaShevchenko.id,
    status: 'new',
    rateMinor: 6_500,
    hoursPerWeek: 35,
    availableFrom: '2026-12-07',
    submittedAt: '2026-11-09T09:00:00Z',
  },
  {
    id: P.reactRahulDeclined,
    rfpId: R.acmeReact.id,
    talentId: T.rahulMehta.id,
    status: 'declined',
    rateMinor: 9_500,
    hoursPerWeek: 40,
    availableFrom: '2027-01-04',
    submittedAt: '2026-11-06T08:45:00Z',
    declineReason: DEMO_HIRING.declinedReason,
    declinedAt: '2026-11-10T12:00:00Z',
  },
  {
    id: P.closedSofiaHired,
    rfpId: R.acmeClosed.id,
    talentId: T.sofiaRossi.id,
    status: 'hired',
    rateMinor: 5_600,
    hoursPerWeek: 40,
    availableFrom: '2026-10-05',
    submittedAt: '2026-09-15T10:00:00Z',
  },
  {
    id: P.closedDanielDeclined,
    rfpId: R.acmeClosed.id,
    talentId: T.danielMensah.id,
    status: 'declined',
    rateMinor: 4_800,
    hoursPerWeek: 30,
    availableFrom: '2026-11-02',
    submittedAt: '2026-09-14T15:30:00Z',
    declineReason: 'Availability does not fit',
    declinedAt: '2026-09-22T09:00:00Z',
  },
  {
    id: P.goNikolaScheduled,
    rfpId: R.acmeInterviewing.id,
    talentId: T.nikolaPetrovic.id,
    status: 'interview_scheduled',
    rateMinor: 7_800,
    hoursPerWeek: 30,
    availableFrom: '2026-12-14',
    submittedAt: '2026-11-03T11:00:00Z',
  },
  {
    id: P.goCamilaScheduled,
    rfpId: R.acmeInterviewing.id,
    talentId: T.camilaTorres.id,
    status: 'interview_scheduled',
    rateMinor: 6_200,
    hoursPerWeek: 30,
    availableFrom: '2026-12-07',
    submittedAt: '2026-11-01T17:10:00Z',
  },
  {
    id: P.goAhmedCompletedCall,
    rfpId: R.acmeInterviewing.id,
    talentId: T.ahmedHassan.id,
    status: 'new',
    rateMinor: 6_600,
    hoursPerWeek: 30,
    availableFrom: '2026-12-01',
    submittedAt: '2026-10-30T09:40:00Z',
  },
  {
    id: P.goMateoCanceledCall,
    rfpId: R.acmeInterviewing.id,
    talentId: T.mateoGarcia.id,
    status: 'new',
    rateMinor: 6_000,
    hoursPerWeek: 25,
    availableFrom: '2026-12-01',
    submittedAt: '2026-10-28T14:15:00Z',
  },
  {
    id: P.globexElenaScheduled,
    rfpId: R.globex.id,
    talentId: T.elenaPopescu.id,
    status: 'interview_scheduled',
    rateMinor: 8_500,
    hoursPerWeek: 40,
    availableFrom: '2026-12-01',
    submittedAt: '2026-11-12T10:00:00Z',
  },
  {
    id: P.globexTomas,
    rfpId: R.globex.id,
    talentId: T.tomasSilva.id,
    status: 'new',
    rateMinor: 7_200,
    hoursPerWeek: 40,
    availableFrom: '2026-12-15',
    submittedAt: '2026-11-14T16:20:00Z',
  },
];

interface DemoMeeting {
  id: string;
  company: 'acme' | 'globex';
  proposalId: string;
  specialistId: string;
  /** Days from the day of seeding, and the UTC time of day: the demo's calls stay around "now". */
  dayOffset: number;
  time: string;
  status: InterviewStatus;
  ticketHash: string;
}

const M = DEMO_HIRING.meetings;
const DEMO_MEETINGS: DemoMeeting[] = [
  {
    id: M.acmeUpcomingFirst,
    company: 'acme',
    proposalId: P.goNikolaScheduled,
    specialistId: S.jamesCarter.id,
    dayOffset: 2,
    time: '15:00',
    status: 'scheduled',
    ticketHash: 'demo-meeting-1',
  },
  {
    id: M.acmeUpcomingSecond,
    company: 'acme',
    proposalId: P.goCamilaScheduled,
    specialistId: S.jamesCarter.id,
    dayOffset: 5,
    time: '16:30',
    status: 'scheduled',
    ticketHash: 'demo-meeting-2',
  },
  {
    id: M.acmePastCompleted,
    company: 'acme',
    proposalId: P.goAhmedCompletedCall,
    specialistId: S.jamesCarter.id,
    dayOffset: -4,
    time: '14:00',
    status: 'completed',
    ticketHash: 'demo-meeting-3',
  },
  {
    id: M.acmePastCanceled,
    company: 'acme',
    proposalId: P.goMateoCanceledCall,
    specialistId: S.jamesCarter.id,
    dayOffset: -2,
    time: '10:00',
    status: 'canceled',
    ticketHash: 'demo-meeting-4',
  },
  {
    id: M.globexUpcoming,
    company: 'globex',
    proposalId: P.globexElenaScheduled,
    specialistId: S.priyaNair.id,
    dayOffset: 3,
    time: '13:00',
    status: 'scheduled',
    ticketHash: 'demo-meeting-5',
  },
];

const DEMO_INTRO_CALL_MINUTES = 30;

/** `dayOffset` counts business days, so that no demo call falls on a weekend. */
function startOf(meeting: DemoMeeting, today: Date): Date {
  const [hours = 0, minutes = 0] = meeting.time.split(':').map(Number);
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hours, minutes));
  const step = Math.sign(meeting.dayOffset);
  for (let left = Math.abs(meeting.dayOffset); left > 0;) {
    day.setUTCDate(day.getUTCDate() + step);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return day;
}

export interface HiringSeedOptions {
  acmeId: string;
  globexId: string;
  /** Who booked the demo intro calls of each company. */
  acmeUserId: string;
  globexUserId: string;
  /** The day the demo's intro calls are placed around. */
  now?: Date;
  /** The billing demo's vendors: each talent is employed by one of them. */
  vendors?: Record<DemoVendorKey, string>;
}

type DemoVendorKey = 'northwind' | 'brightpath' | 'kestrel' | 'lumen' | 'orbital';

/** The agency employing each demo talent; the one a hire's contract comes from. */
const TALENT_VENDORS: Record<string, DemoVendorKey> = {
  [T.lucasOliveira.id]: 'northwind',
  [T.annaKowalska.id]: 'kestrel',
  [T.mateoGarcia.id]: 'northwind',
  [T.olenaShevchenko.id]: 'kestrel',
  [T.rahulMehta.id]: 'northwind',
  [T.sofiaRossi.id]: 'northwind',
  [T.danielMensah.id]: 'lumen',
  [T.nikolaPetrovic.id]: 'northwind',
  [T.camilaTorres.id]: 'kestrel',
  [T.ahmedHassan.id]: 'northwind',
  [T.elenaPopescu.id]: 'orbital',
  [T.tomasSilva.id]: 'orbital',
  [T.hannahBecker.id]: 'northwind',
  [T.omarFarouk.id]: 'northwind',
  [T.yukiTanaka.id]: 'northwind',
  [T.liamOConnor.id]: 'northwind',
  [T.zaraAhmed.id]: 'kestrel',
  [T.pedroAlves.id]: 'brightpath',
  [T.inesMoreau.id]: 'orbital',
  [T.kofiBoateng.id]: 'northwind',
};

/** Specialists, talents, requests, proposals and intro calls of the demo; existing rows are left alone. */
export async function seedHiringDemoData(db: Database, options: HiringSeedOptions): Promise<void> {
  const companyId = (company: 'acme' | 'globex') => (company === 'acme' ? options.acmeId : options.globexId);
  const today = options.now ?? new Date();

  await db
    .insert(specialists)
    .values(
      DEMO_SPECIALISTS.map((specialist) => ({
        id: specialist.id,
        kind: specialist.kind,
        firstName: specialist.firstName,
        lastName: specialist.lastName,
        title: specialist.title,
        email: `${specialist.slug.replace('-', '.')}@example.com`,
        photo: photo(`specialist-${specialist.slug}`),
        skills: specialist.skills,
        meetingSlug: specialist.slug,
        timeZone: specialist.timeZone,
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(talents)
    .values(
      DEMO_TALENTS.map((talent) => {
        const vendor = TALENT_VENDORS[talent.id];
        return { ...talent, vendorId: vendor && options.vendors ? options.vendors[vendor] : null };
      }),
    )
    .onConflictDoNothing();

  await db
    .insert(rfps)
    .values(
      DEMO_RFPS.map((rfp) => ({
        id: rfp.id,
        companyId: companyId(rfp.company),
        createdBy: null,
        source: 'hiring' as const,
        title: rfp.title,
        description: rfp.description,
        skills: rfp.skills,
        seniority: rfp.seniority,
        engagement: engagementForHours(rfp.hoursPerWeek),
        hoursPerWeek: rfp.hoursPerWeek,
        hourlyBudgetMinor: rfp.hourlyBudgetMinor,
        currency: rfp.currency,
        startDate: rfp.startDate,
        notes: rfp.notes,
        status: rfp.status,
        createdAt: new Date(rfp.createdAt),
        updatedAt: new Date(rfp.updatedAt),
      })),
    )
    .onConflictDoNothing();

  const rfpById = new Map(DEMO_RFPS.map((rfp) => [rfp.id, rfp]));
  await db
    .insert(proposals)
    .values(
      DEMO_PROPOSALS.map((proposal) => {
        const rfp = rfpById.get(proposal.rfpId);
        if (!rfp) throw new Error(`Demo proposal ${proposal.id} has no request`);
        return {
          id: proposal.id,
          companyId: companyId(rfp.company),
          rfpId: proposal.rfpId,
          talentId: proposal.talentId,
          status: proposal.status,
          rateMinor: proposal.rateMinor,
          currency: rfp.currency,
          hoursPerWeek: proposal.hoursPerWeek,
          availableFrom: proposal.availableFrom,
          submittedAt: new Date(proposal.submittedAt),
          declineReason: proposal.declineReason ?? null,
          declinedAt: proposal.declinedAt ? new Date(proposal.declinedAt) : null,
        };
      }),
    )
    .onConflictDoNothing();

  const proposalById = new Map(DEMO_PROPOSALS.map((proposal) => [proposal.id, proposal]));
  await db
    .insert(meetings)
    .values(
      DEMO_MEETINGS.map((meeting, index) => {
        const proposal = proposalById.get(meeting.proposalId);
        if (!proposal) throw new Error(`Demo meeting ${meeting.id} has no proposal`);
        const startsAt = startOf(meeting, today);
        return {
          id: meeting.id,
          purpose: 'intro_call' as const,
          ticketHash: meeting.ticketHash,
          userId: meeting.company === 'acme' ? options.acmeUserId : options.globexUserId,
          companyId: companyId(meeting.company),
          specialistId: meeting.specialistId,
          rfpId: proposal.rfpId,
          proposalId: proposal.id,
          talentId: proposal.talentId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + DEMO_INTRO_CALL_MINUTES * 60_000),
          meetingUrl: `https://meet.example.com/demo-intro-${index + 1}`,
          status: meeting.status,
        };
      }),
    )
    .onConflictDoNothing();
}
