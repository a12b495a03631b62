import { Stack, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import type { AdminListState, FilterKey } from '../admin-list-state';
import type { DwellingColumn } from '../columns';
import { DebouncedTextField } from '../../../ui/DebouncedTextField';
import { SelectField } from '../../../ui/SelectField';
import { DateLocalization } from '../../../lib/DateLocalization';

export type ColumnFilterRowProps = {
  columns: DwellingColumn[];
  filters: AdminListState['filters'];
  /** A filter changed ('' clears it); rent values in øre. */
  onChange: (key: FilterKey, value: string) => void;
  /** Leaves an empty cell for the row action menu column. */
  hasActions: boolean;
};

/** Filter typing is applied this long after the last key (doc 2 §9). */
export const FILTER_DEBOUNCE_MS = 900;

const krToOre = (kr: string) => (kr ? String(Number(kr) * 100) : '');
const oreToKr = (ore: string | undefined) => (ore ? String(Math.floor(Number(ore) / 100)) : '');

/** The per-column filters under the admin table's headers (doc 2 §2 Admin list). */
export function ColumnFilterRow({ columns, filters, onChange, hasActions }: ColumnFilterRowProps) {
  const { t } = useTranslation('dwellings');
  return (
    <TableRow>
      {hasActions && <TableCell padding="checkbox" />}
      {columns.map((col) => {
        const f = col.filter;
        const label = t('adminList.filterBy', { column: col.label });
        return (
          <TableCell key={col.id} align={col.align} sx={{ py: 0.5, verticalAlign: 'top' }}>
            {f?.kind === 'text' && (
              <DebouncedTextField
                value={filters[f.key] ?? ''}
                onCommit={(v) => onChange(f.key, v)}
                delayMs={FILTER_DEBOUNCE_MS}
                label={label}
                hideLabel
                variant="standard"
                width={120}
                placeholder={t('adminList.filter')}
              />
            )}
            {f?.kind === 'select' && (
              <SelectField
                label={label}
                hideLabel
                size="small"
                variant="standard"
                fullWidth={false}
                value={filters[f.key]}
                onChange={(v) => onChange(f.key, v ?? '')}
                options={f.options}
                emptyOption={t('adminList.any')}
                sx={{ minWidth: 120 }}
              />
            )}
            {f?.kind === 'kr-range' && (
              <Stack spacing={0.5}>
                {f.keys.map((key, i) => (
                  <DebouncedTextField
                    key={key}
                    delayMs={FILTER_DEBOUNCE_MS}
                    hideLabel
                    variant="standard"
                    digitsOnly
                    width={100}
                    value={oreToKr(filters[key])}
                    onCommit={(v) => onChange(key, krToOre(v))}
                    label={t(i === 0 ? 'adminList.rentMin' : 'adminList.rentMax')}
                    placeholder={t(i === 0 ? 'adminList.from' : 'adminList.to')}
                  />
                ))}
              </Stack>
            )}
            {f?.kind === 'date-range' && (
              <DateLocalization>
                <Stack spacing={0.5}>
                  {f.keys.map((key, i) => (
                    // MUI's picker, not <input type="date">: it shows the UI language's format
                    // (dd.mm.åååå in Danish) instead of the browser's (mm/dd/yyyy)
                    <DatePicker
                      key={key}
                      label={t(i === 0 ? 'adminList.createdFrom' : 'adminList.createdTo')}
                      value={filters[key] ? dayjs(filters[key]) : null}
                      onChange={(day) => {
                        if (day === null) onChange(key, '');
                        else if (day.isValid()) onChange(key, day.format('YYYY-MM-DD'));
                      }}
                      slotProps={{
                        field: { clearable: true },
                        textField: {
                          size: 'small',
                          variant: 'standard',
                          sx: { width: 160 },
                        },
                      }}
                    />
                  ))}
                </Stack>
              </DateLocalization>
            )}
          </TableCell>
        );
      })}
    </TableRow>
  );
}
