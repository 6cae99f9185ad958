import type { BookingData } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { bookingDataFor } from './booking-data';
import type { HiringDeps } from './hiring-deps';
import { salesSpecialist } from './specialist-queries';

/** Booking data for a sales call about more talent, with the sales specialist. */
export async function getSaleBooking(deps: Pick<HiringDeps, 'db' | 'scheduler'>, input: { actor: CompanyActor }): Promise<BookingData> {
  return bookingDataFor(deps, input.actor, await salesSpecialist(deps.db), { purpose: 'sale' });
}
