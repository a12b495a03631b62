import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import type { Language } from '@udlejning/shared/i18n/index';
import { currentLanguage, setLanguage } from '../lib/i18n';

const LanguageMenuPopup = lazy(async () => ({ default: (await import('./LanguageMenuPopup')).LanguageMenuPopup }));

/** The top bar's language switch (da/en); the choice is remembered (doc 1 §1). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // the popup's code loads on the first click and then stays mounted (for its closing transition)
  const [wasOpened, setWasOpened] = useState(false);
  const lang = currentLanguage();

  const handleChoose = (next: Language) => {
    setAnchor(null);
    if (next !== lang) void setLanguage(next);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setWasOpened(true);
        }}
        aria-label={`${t('language')}: ${t(`languages.${lang}`)}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        sx={{ minWidth: 0, fontWeight: 600 }}
      >
        {lang.toUpperCase()}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <LanguageMenuPopup anchor={anchor} current={lang} onClose={() => setAnchor(null)} onChoose={handleChoose} />
        </Suspense>
      )}
    </>
  );
}
