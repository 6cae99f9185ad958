// The floors of the API benchmarks: a bare Fastify route answering a tiny envelope, and, when
// DATABASE_URL and FLOOR_COMPANY_ID are given, a bare route running the invoice list's raw
// keyset query (first page, newest first) for that company. Each request is logged as the API
// logs it (the API's own logger options and one line per request, at LOG_LEVEL as the API reads
// it, to the same standard output), so that the comparison leaves out only what the API adds.
import Fastify from 'fastify';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const { loggerOptions, OneLinePerRequest } = await tsImport('@portal/api/request-logging', import.meta.url);
const app = Fastify({ logger: loggerOptions(process.env.LOG_LEVEL || 'info'), logController: new OneLinePerRequest() });
app.get('/bare', async () => ({ data: { ok: true } }));

const companyId = process.env.FLOOR_COMPANY_ID;
let pool = null;
if (process.env.DATABASE_URL && companyId) {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  app.get('/bare-invoices', async () => {
    const { rows } = await pool.query({
      name: 'floor-invoice-page',
      text: `select i.id, i.number, i.status, i.currency, i.total_minor, i.issued_on, i.due_on, v.id as vendor_id, v.name as vendor_name,
          i.po_number, i.cost_centre, p.default_po_number, p.default_cost_centre
        from invoices i join vendors v on v.id = i.vendor_id
        left join company_profiles p on p.company_id = i.company_id
        where i.company_id = $1
        order by i.issued_on desc, i.id desc
        limit 26`,
      values: [companyId],
    });
    return { data: { items: rows.slice(0, 25), next_cursor: rows.length > 25 ? String(rows[24].id) : null } };
  });
}

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool?.end())
    .then(() => process.exit(0)),
);
