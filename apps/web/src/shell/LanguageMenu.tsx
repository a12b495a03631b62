import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGES, type Language } from '@udlejning/shared/i18n/index';
import { currentLanguage, setLanguage } from '../lib/i18n';

/** The top bar's language switch (da/en); the choice is remembered (doc 1 §1). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const lang = currentLanguage();

  const handleChoose = (next: Language) => {
    setAnchor(null);
    if (next !== lang) setLanguage(next);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={`${t('language')}: ${t(`languages.${lang}`)}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        sx={{ minWidth: 0, fontWeight: 600 }}
      >
        {lang.toUpperCase()}
      </Button>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LANGUAGES.map((l) => (
          <MenuItem key={l} lang={l} selected={l === lang} onClick={() => handleChoose(l)}>
            {t(`languages.${l}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
