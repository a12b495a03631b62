/**
 * Clicks, contacts and messages per day of one dwelling (docs/architecture.md "Statistics", beyond the spec) with MUI X
 * Charts. This file is the only one importing @mui/x-charts and is loaded lazily by
 * StatisticsChartDialog, so the statistics table does not pay for the chart library.
 */
import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StatisticsDay } from '@udlejning/shared/statistics/statistics';
import { displayLocale, formatDate } from '../../../ui/format';

type Props = { days: StatisticsDay[] };

export default function StatisticsChart({ days }: Props) {
  const { t, i18n } = useTranslation('statistics');
  const theme = useTheme();
  // marks only while a month or less is shown: they help read a few days and clutter many
  const showMark = days.length <= 31;
  return (
    <LineChart
      height={280}
      aria-label={t('chart.label')}
      xAxis={[
        {
          scaleType: 'point',
          data: days.map((d) => d.day),
          // ticks short (25.11.), the tooltip the whole date
          valueFormatter: (day: string, context) =>
            context.location === 'tick'
              ? new Intl.DateTimeFormat(displayLocale(i18n.language), { day: 'numeric', month: 'numeric' }).format(
                  new Date(`${day}T12:00:00Z`),
                )
              : formatDate(day, i18n.language),
          label: t('chart.day'),
        },
      ]}
      yAxis={[{ min: 0, tickMinStep: 1 }]}
      series={[
        {
          id: 'clicks',
          label: t('chart.clicks'),
          data: days.map((d) => d.totalClicks),
          color: theme.palette.primary.main,
          showMark,
          curve: 'linear',
        },
        {
          id: 'contacts',
          label: t('chart.contacts'),
          data: days.map((d) => d.success),
          color: theme.palette.info.dark,
          showMark,
          curve: 'linear',
        },
        {
          id: 'messages',
          label: t('chart.messages'),
          data: days.map((d) => d.messages),
          color: theme.palette.secondary.main,
          showMark,
          curve: 'linear',
        },
      ]}
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
    />
  );
}
