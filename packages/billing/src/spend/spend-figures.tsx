import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Spend } from '@portal/api-schema';
import { formatMinorUnits, formatMonth, VisuallyHidden } from '@portal/ui';
import { lazy, Suspense, useState } from 'react';

// The charting library is fetched with the figures, once the card nears the viewport: it is not in
// the dashboard's first download, and the table beside the chart tells the same figures.
const SpendChart = lazy(() => import('./spend-chart'));

/** An amount, or a dash that reads "none" where there is nothing (the money format leaves zero empty). */
function Amount({ minor, currency }: { minor: number; currency: string }) {
  const text = formatMinorUnits(minor, currency);
  if (text) return text;
  return (
    <>
      <span aria-hidden>–</span>
      <VisuallyHidden>none</VisuallyHidden>
    </>
  );
}

function SpendTable({ currency, months }: Spend['currencies'][number]) {
  const total = (key: 'paid' | 'outstanding') => months.reduce((sum, month) => sum + month[key], 0);
  return (
    <Table
      size="small"
      aria-label={`Spend in ${currency} per month`}
      // On a phone the card is narrower than three columns with MUI's usual 16 px either side of
      // each cell, and it clips what sticks out: the Outstanding column was cut off.
      sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 }, whiteSpace: 'nowrap' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Month
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Paid
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Outstanding
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {months.map((month) => (
          <TableRow key={month.month}>
            <TableCell component="th" scope="row">
              {formatMonth(month.month)}
            </TableCell>
            <TableCell align="right">
              <Amount minor={month.paid} currency={currency} />
            </TableCell>
            <TableCell align="right">
              <Amount minor={month.outstanding} currency={currency} />
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
            12 months
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            <Amount minor={total('paid')} currency={currency} />
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            <Amount minor={total('outstanding')} currency={currency} />
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** The figures of every currency the company was invoiced in: one at a time, chosen by a toggle. */
export default function SpendFigures({ data }: { data: Spend }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const current = data.currencies.find((entry) => entry.currency === chosen) ?? data.currencies[0];
  if (!current) return null;
  return (
    <>
      {data.currencies.length > 1 && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={current.currency}
          onChange={(_event, value: string | null) => value && setChosen(value)}
          aria-label="Currency"
          sx={{ mb: 2 }}
        >
          {data.currencies.map((entry) => (
            <ToggleButton key={entry.currency} value={entry.currency}>
              {entry.currency}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Suspense fallback={<Skeleton variant="rectangular" height={220} aria-hidden />}>
          <SpendChart currency={current.currency} months={current.months} />
        </Suspense>
        <SpendTable {...current} />
      </Box>
    </>
  );
}
