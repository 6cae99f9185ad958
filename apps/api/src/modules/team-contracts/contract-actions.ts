import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ActionSource } from '../../platform/dashboard';
import { vendors } from '../company-users/tables';
import { talents } from '../hiring/tables';
import type { ContractsDeps } from './contracts-deps';
import { contracts } from './tables';

/** Contracts the vendor sent that wait for the company's signature, the soonest start first. */
export function contractsToSign(deps: Pick<ContractsDeps, 'db'>): ActionSource {
  return {
    kind: 'contract_to_sign',
    role: 'contracts',
    async collect({ actor, limit, today }) {
      const where = and(eq(contracts.companyId, actor.companyId), eq(contracts.status, 'awaiting_signature'));
      const [[counted], rows] = await Promise.all([
        deps.db.select({ total: count() }).from(contracts).where(where),
        deps.db
          .select({
            id: contracts.id,
            number: contracts.number,
            roleTitle: contracts.roleTitle,
            startsOn: contracts.startsOn,
            vendorName: vendors.name,
            firstName: talents.firstName,
            lastName: talents.lastName,
          })
          .from(contracts)
          .innerJoin(vendors, eq(vendors.id, contracts.vendorId))
          .leftJoin(talents, eq(talents.id, contracts.talentId))
          .where(where)
          .orderBy(sql`${contracts.startsOn} asc nulls last`, asc(contracts.number), asc(contracts.id))
          .limit(limit),
      ]);
      return {
        label: 'Contracts to sign',
        count: Number(counted?.total ?? 0),
        items: rows.map((row) => {
          const who = row.firstName !== null ? `${row.firstName} ${row.lastName ?? ''}`.trim() : row.roleTitle;
          return {
            id: row.id,
            title: row.number,
            detail: [who, row.vendorName].filter(Boolean).join(', '),
            href: `/contracts/${encodeURIComponent(row.id)}`,
            due_on: row.startsOn,
            overdue: row.startsOn !== null && row.startsOn < today,
            amount: null,
          };
        }),
        list_href: '/contracts?status=awaiting_signature',
      };
    },
  };
}
