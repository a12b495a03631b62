import { useState } from 'react';
import { useNavigate } from 'react-router';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import type { DwellingListItem } from '@udlejning/shared/dwellings/dwelling';

/** A row's action menu (doc 2 §2): Edit when abilities.update, Review → the preview. */
export function DwellingRowMenu({ row }: { row: DwellingListItem }) {
  const { t } = useTranslation('dwellings');
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('list.openMenu', { address: row.location.address || t('list.noAddress') });
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {row.abilities.update && <MenuItem onClick={() => navigate(`/dwellings/${row.uuid}`)}>{t('list.edit')}</MenuItem>}
        <MenuItem onClick={() => navigate(`/dwellings/${row.uuid}/preview`)}>{t('list.review')}</MenuItem>
      </Menu>
    </>
  );
}
