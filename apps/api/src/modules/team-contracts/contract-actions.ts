import type { ActionSource } from '../../platform/dashboard';
import { cardTalentName, contractsAwaitingSignature } from './awaiting-signature';
import type { ContractsDeps } from './contracts-deps';

/** Contracts the vendor sent that wait for the company's signature, the soonest start first. */
export function contractsToSign(deps: Pick<ContractsDeps, 'db'>): ActionSource {
  return {
    kind: 'contract_to_sign',
    role: 'contracts',
    async collect({ actor, limit, today }) {
      const { total, rows } = await contractsAwaitingSignature(deps.db, actor.companyId, limit);
      return {
        label: 'Contracts to sign',
        count: total,
        items: rows.map((row) => {
          const who = cardTalentName(row) ?? row.roleTitle;
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
