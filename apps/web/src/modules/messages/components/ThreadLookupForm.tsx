/**
 * The admin's lookup of threads by User or Dwelling id (doc 1 §2, §6; POST /api/chat/threads). A user
 * is picked by name or e-mail (UserPicker, its id is sent); a dwelling is typed as any admin screen
 * shows it (uuid, numeric id or 'rentals-<id>', packages/shared/src/record-ref.ts).
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LOOKUP_OPTIONS, type LookupOption } from '@udlejning/shared/messages/enums';
import { SelectField } from '../../../ui/SelectField';
import { UserPicker } from '../../users/components/UserPicker';

export type ThreadLookupValue = { option: LookupOption; id: string };

export function ThreadLookupForm({
  onSubmit,
  onClear,
  active,
}: {
  onSubmit: (v: ThreadLookupValue) => void;
  onClear: () => void;
  active: boolean;
}) {
  const { t } = useTranslation('chat');
  const [option, setOption] = useState<LookupOption>('User');
  const [id, setId] = useState('');
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (id.trim()) onSubmit({ option, id: id.trim() });
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('lookup.title')}
      onSubmit={handleSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <SelectField
        label={t('lookup.option')}
        value={option}
        onChange={(v) => {
          // a user id and a dwelling id are different things: a new option starts empty
          setOption(v ?? 'User');
          setId('');
        }}
        options={LOOKUP_OPTIONS.map((o) => ({ value: o, label: t(`lookup.${o}`) }))}
        size="small"
        fullWidth={false}
        sx={{ minWidth: 160 }}
      />
      {option === 'User' ? (
        <Box sx={{ minWidth: { sm: 320 } }}>
          <UserPicker label={t('lookup.id')} value={id} onChange={setId} size="small" />
        </Box>
      ) : (
        <TextField label={t('lookup.id')} value={id} onChange={(e) => setId(e.target.value)} size="small" />
      )}
      <Button type="submit" variant="contained">
        {t('lookup.search')}
      </Button>
      {active && (
        <Button
          onClick={() => {
            setId('');
            onClear();
          }}
        >
          {t('lookup.showAll')}
        </Button>
      )}
    </Stack>
  );
}
