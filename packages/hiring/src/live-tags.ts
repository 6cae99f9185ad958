import { defineLiveTags, liveTag } from '@portal/api-client/light';
import type { HIRING_TAG_TYPES } from './hiring-api';

type HiringTagType = (typeof HIRING_TAG_TYPES)[number];

/**
 * What hiring's pages show of the live updates: a proposal's change reaches the requests, the
 * candidate it offers, the interviews and the dashboard card; an interview's, the interviews and
 * the requests and candidates that show them.
 */
export const liveTags = defineLiveTags<HiringTagType>({
  proposal: ({ id }) => ['Rfps', 'Rfp', liveTag('Candidate', id), 'Interviews', 'HiringWidget'],
  interview: () => ['Interviews', 'HiringWidget', 'Rfp', 'Candidate'],
});
