import { useTranslation } from 'react-i18next';
import { Menu, MenuItem } from '@mui/material';
import { LANGUAGES, type Language } from '@udlejning/shared/i18n/languages';

/**
 * The language menu's popup (da/en), loaded on the first click of the language button: MUI's Menu
 * (Popover, Modal, transitions) then stays off the first page (docs/architecture.md "Front-end loading").
 */
export function LanguageMenuPopup({
  anchor,
  current,
  onClose,
  onChoose,
}: {
  anchor: HTMLElement | null;
  current: Language;
  onClose: () => void;
  onChoose: (lang: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      id="language-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {LANGUAGES.map((l) => (
        <MenuItem key={l} lang={l} selected={l === current} onClick={() => onChoose(l)}>
          {t(`languages.${l}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
