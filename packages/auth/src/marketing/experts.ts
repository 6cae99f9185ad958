export interface Expert {
  name: string;
  role: string;
  quote: string;
}

/** Developers of the marketplace quoted on the auth screens. */
export const EXPERTS: readonly Expert[] = [
  {
    name: 'Marta Kowalczyk',
    role: 'Senior React Engineer, 9 years',
    quote: 'The best projects start with a clear brief. Here I get one, and a client who answers within a day.',
  },
  {
    name: 'Diego Alvarez',
    role: 'Backend Engineer (Go, PostgreSQL)',
    quote: 'Contracts, invoices and payments just work, so our weekly call is about the product, not paperwork.',
  },
  {
    name: 'Aisha Bello',
    role: 'Data Engineer',
    quote: 'I joined a team in week one and shipped in week two. Good onboarding is half the job.',
  },
  {
    name: 'Tomás Novák',
    role: 'DevOps & Cloud Architect',
    quote: 'Clients see the same invoices and contracts I do. That transparency builds trust fast.',
  },
  {
    name: 'Priya Raman',
    role: 'Full-stack Engineer, TypeScript',
    quote: 'Interviews here are about real problems. That is how both sides know it is a match.',
  },
];

/** The same screen always shows the same expert; different screens tend to show different ones. */
export function expertFor(routeName: string, experts: readonly Expert[] = EXPERTS): Expert {
  let hash = 0;
  for (const char of routeName) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const expert = experts[hash % experts.length];
  if (!expert) throw new Error('expertFor needs at least one expert.');
  return expert;
}
