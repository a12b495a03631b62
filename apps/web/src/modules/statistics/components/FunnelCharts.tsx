/**
 * The let funnel's charts (docs/architecture.md "Statistics", the let funnel) with MUI X Charts: the
 * totals as horizontal bars, and the months as lines. Loaded lazily by FunnelSection, like
 * StatisticsChart, so the statistics table does not pay for the chart library. Each chart has a
 * table beside it (FunnelSection) that screen readers read instead.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FUNNEL_STEPS, type FunnelCounts, type FunnelMonth } from '@udlejning/shared/statistics/funnel';
import { formatNumber } from '../../../ui/format';
import { monthLabel } from '../funnel-format';

type Props = { kind: 'totals'; totals: FunnelCounts } | { kind: 'months'; months: FunnelMonth[] };

export default function FunnelCharts(props: Props) {
  const { t, i18n } = useTranslation('statistics');
  const theme = useTheme();
  const format = (v: number | null) => (v === null ? '' : formatNumber(v, i18n.language));
  // five lines that differ by hue (each ≥ 3:1 on white, WCAG 1.4.11) and by mark shape, not by colour alone (1.4.1);
  // the theme's success and warning are shades of its primary and secondary, so they would pair up
  const colors = [theme.palette.primary.main, theme.palette.info.main, theme.palette.secondary.main, '#6a1b9a', '#37474f'];
  const shapes = ['circle', 'square', 'diamond', 'triangle', 'star'] as const;
  if (props.kind === 'totals')
    return (
      <BarChart
        height={240}
        layout="horizontal"
        aria-label={t('funnel.chartLabel')}
        yAxis={[{ scaleType: 'band', data: FUNNEL_STEPS.map((s) => t(`funnel.steps.${s}`)), width: 150 }]}
        xAxis={[{ min: 0, tickMinStep: 1 }]}
        series={[{ data: FUNNEL_STEPS.map((s) => props.totals[s]), color: theme.palette.primary.main, valueFormatter: format }]}
        margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
      />
    );
  return (
    <LineChart
      height={280}
      aria-label={t('funnel.monthsChartLabel')}
      xAxis={[
        {
          scaleType: 'point',
          data: props.months.map((m) => m.month),
          valueFormatter: (m: string) => monthLabel(m, i18n.language),
        },
      ]}
      yAxis={[{ min: 0, tickMinStep: 1 }]}
      series={FUNNEL_STEPS.map((s, i) => ({
        id: s,
        label: t(`funnel.steps.${s}`),
        data: props.months.map((m) => m[s]),
        color: colors[i],
        shape: shapes[i],
        showMark: true,
        curve: 'linear' as const,
        valueFormatter: format,
      }))}
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
    />
  );
}
