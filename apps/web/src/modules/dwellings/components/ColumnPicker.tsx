import { useState } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useTranslation } from 'react-i18next';
import type { ColumnId, DwellingColumn } from '../columns';

/** localStorage key of the admin table's visible columns (doc 2 §2 Admin list). */
export const COLUMNS_STORAGE_KEY = 'dwellings-columns';

/** The saved visible column ids (unknown ids dropped), or `fallback` when nothing valid is saved. */
export function loadVisibleColumns(all: readonly ColumnId[], fallback: ColumnId[]): ColumnId[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(COLUMNS_STORAGE_KEY) ?? 'null');
    if (!Array.isArray(saved)) return fallback;
    const ids = all.filter((id) => saved.includes(id));
    return ids.length ? ids : fallback;
  } catch {
    return fallback;
  }
}

export type ColumnPickerProps = {
  /** Every column that can be shown, in table order. */
  columns: DwellingColumn[];
  visible: ColumnId[];
  onChange: (visible: ColumnId[]) => void;
};

/**
 * The admin table's column picker; at least one column stays visible. Each column is one
 * menuitemcheckbox named by its label; the box is a picture of the state, not a second, unnamed
 * checkbox inside it (WCAG 4.1.2).
 */
export function ColumnPicker({ columns, visible, onChange }: ColumnPickerProps) {
  const { t } = useTranslation('dwellings');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  function toggle(id: ColumnId) {
    const next = visible.includes(id) ? visible.filter((v) => v !== id) : [...visible, id];
    if (next.length === 0) return;
    onChange(columns.map((c) => c.id).filter((c) => next.includes(c)));
  }
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-label={t('adminList.chooseColumns')}
      >
        {t('adminList.columns')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((col) => (
          <MenuItem key={col.id} onClick={() => toggle(col.id)} role="menuitemcheckbox" aria-checked={visible.includes(col.id)}>
            <ListItemIcon aria-hidden sx={{ minWidth: 32, color: visible.includes(col.id) ? 'primary.main' : undefined }}>
              {visible.includes(col.id) ? <CheckBoxIcon fontSize="small" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText primary={col.label} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
