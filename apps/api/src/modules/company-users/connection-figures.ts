import type { Database } from '../../platform/database/database';

/** What the Connections tab counts of the company's dealings with one vendor. */
export interface ConnectionFigures {
  activeContracts: number;
  /** Contracts signed, active or under notice: while there are any, the connection cannot end. */
  contractsInForce: number;
  openInvoices: number;
}

/**
 * Some of a connection's figures, counted by the module that owns what they count, for each of
 * `vendorIds` it has any of (the company's only). `db` may be the transaction of the operation asking.
 */
export type ConnectionFigureSource = (
  db: Database,
  companyId: string,
  vendorIds: string[],
) => Promise<Map<string, Partial<ConnectionFigures>>>;

/** The sources the modules that own contracts and invoices registered; the connections read no table of theirs. */
export interface ConnectionFigureRegistry {
  register(source: ConnectionFigureSource): void;
  list(): readonly ConnectionFigureSource[];
}

export function createConnectionFigureRegistry(): ConnectionFigureRegistry {
  const sources: ConnectionFigureSource[] = [];
  return {
    register(source) {
      sources.push(source);
    },
    list: () => sources,
  };
}
