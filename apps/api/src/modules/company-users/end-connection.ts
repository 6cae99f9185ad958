import { and, eq, ne, sql } from 'drizzle-orm';
import { type Connection, connectionHasContractsMessage } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { HttpError, notFound } from '../../platform/http/errors';
import { vendorConnections, vendors } from './tables';
import type { CompanyDeps } from './company-deps';
import { connectionCounts, toConnection } from './connection-queries';
import { publishChange } from '../../platform/live-events';

/**
 * Ends the company's connection with a vendor, refused (409) while a contract with the vendor is
 * signed, active or under notice. The connection's row is locked while it is checked and changed:
 * of identical concurrent requests one ends it and is audited; the others answer the ended
 * connection as it is. Another company's connection is as unknown as a missing one.
 */
export async function endConnection(
  deps: Pick<CompanyDeps, 'db' | 'connectionFigures'>,
  input: { actor: CompanyActor; connectionId: string },
): Promise<Connection> {
  const { actor, connectionId } = input;
  const { companyId } = actor;
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ connection: vendorConnections, vendorName: vendors.name })
      .from(vendorConnections)
      .innerJoin(vendors, eq(vendors.id, vendorConnections.vendorId))
      .where(and(eq(vendorConnections.id, connectionId), eq(vendorConnections.companyId, companyId)))
      .for('update', { of: vendorConnections });
    if (!found) throw notFound();
    const { connection, vendorName } = found;
    const counts = (await connectionCounts({ db: tx, connectionFigures: deps.connectionFigures }, companyId, [connection.vendorId])).get(
      connection.vendorId,
    );
    if (connection.status === 'ended') return toConnection(connection, vendorName, counts);
    const inForce = counts?.contractsInForce ?? 0;
    if (inForce > 0) throw new HttpError(409, connectionHasContractsMessage(vendorName, inForce));

    const [ended] = await tx
      .update(vendorConnections)
      .set({ status: 'ended', endedOn: sql`current_date`, endedBy: actor.userId, updatedAt: sql`now()` })
      .where(and(eq(vendorConnections.id, connection.id), ne(vendorConnections.status, 'ended')))
      .returning();
    if (!ended) return toConnection(connection, vendorName, counts);
    await recordAudit(tx, {
      action: 'connection.ended',
      companyId,
      actorUserId: actor.userId,
      subjectType: 'vendor_connection',
      subjectId: connection.id,
      ip: actor.ip,
      metadata: { vendor_id: connection.vendorId, vendor_name: vendorName, previous_status: connection.status },
    });
    await publishChange(tx, { companyId, kind: 'company', id: companyId });
    return toConnection(ended, vendorName, counts);
  });
}
