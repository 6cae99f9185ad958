import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney, formatMonth, minorToMajor, numberFormat } from '@portal/ui';
import type { SpendMonth } from '@portal/api-schema';

export interface SpendChartProps {
  currency: string;
  months: SpendMonth[];
}

/**
 * One currency's months as stacked bars, paid under outstanding. The same figures are in the
 * table beside it, so the chart is a picture of them, hidden from screen readers and left out of
 * the tab order (its keyboard navigation would put a focus stop inside the hidden picture).
 */
export default function SpendChart({ currency, months }: SpendChartProps) {
  const format = (value: number | null) => (value === null ? '' : formatMoney(value, currency));
  return (
    <div aria-hidden data-testid={`spend-chart-${currency}`}>
      <BarChart
        disableKeyboardNavigation
        height={220}
        xAxis={[{ scaleType: 'band', data: months.map((month) => formatMonth(month.month)) }]}
        yAxis={[{ width: 64, valueFormatter: (value: number) => numberFormat({ notation: 'compact' }).format(value) }]}
        series={[
          { label: 'Paid', stack: 'spend', data: months.map((month) => minorToMajor(month.paid, currency)), valueFormatter: format },
          {
            label: 'Outstanding',
            stack: 'spend',
            data: months.map((month) => minorToMajor(month.outstanding, currency)),
            valueFormatter: format,
          },
        ]}
        margin={{ left: 0, right: 8 }}
      />
    </div>
  );
}
