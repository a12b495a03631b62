/**
 * /organizations (doc 1 §1, §3, §4; docs/architecture.md "Organizations"):
 * invitations to the user (accept / decline), the user's organizations (all for an admin) with their
 * state, the create form, and per organization its members (invited by e-mail by its admins, with
 * its pending invitations), its dwellings and "Create dwelling under …" for its admins while active.
 * Global admins activate new organizations here.
 */
import { Controller, useForm, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import {
  organizationMemberSchema,
  organizationNameSchema,
  type OrganizationMemberInput,
  type OrganizationName,
  type OrganizationView,
} from '@udlejning/shared/organizations/organization';
import { GENERIC_ERROR } from '@udlejning/shared/errors';
import { PageHeading } from '../../../shell/PageHeading';
import { FormTextField } from '../../../ui/FormTextField';
import { applyFieldIssues } from '../../../ui/form-errors';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../ui/toast/toast';
import { useSession } from '../../accounts/session';
import { ReceivedInvitations } from '../components/ReceivedInvitations';
import { OrganizationMembers } from '../components/OrganizationMembers';
import {
  useActivateOrganization,
  useAddOrganizationMember,
  useCreateOrganization,
  useOrganization,
  useOrganizations,
} from '../api';

/** The message of a failed call, translated (the generic text when the server gave none). */
function failureText(err: unknown): string {
  return err instanceof ApiError && err.message ? tMessage(err.message) : tMessage(GENERIC_ERROR);
}

/** A failed submit: the server's field issues go on their fields, anything else above the form. */
function showSubmitFailure<T extends FieldValues>(setError: UseFormSetError<T>, err: unknown): void {
  if (!(err instanceof ApiError && applyFieldIssues(setError, err.issues) > 0)) setError('root', { message: failureText(err) });
}

export function OrganizationsPage() {
  const { t } = useTranslation('accounts');
  const organizations = useOrganizations();
  // an admin's list holds every organization, a landlord's only their own
  const { isAdmin } = useSession();
  return (
    <Stack spacing={3}>
      <Box>
        <PageHeading title={t('organizations.title')} />
        <Typography color="text.secondary">{t('organizations.intro')}</Typography>
      </Box>
      <ReceivedInvitations />
      <CreateOrganizationForm />
      {organizations.isError && <Alert severity="error">{failureText(organizations.error)}</Alert>}
      {organizations.data?.length === 0 && (
        <Typography>{t(isAdmin ? 'organizations.noneAtAll' : 'organizations.none')}</Typography>
      )}
      {organizations.data?.map((org) => (
        <OrganizationCard key={org.uuid} org={org} />
      ))}
    </Stack>
  );
}

function CreateOrganizationForm() {
  const { t } = useTranslation('accounts');
  const create = useCreateOrganization();
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, reset, setError, formState } = useForm<OrganizationName>({
    resolver: zodResolver(organizationNameSchema),
    defaultValues: { name: '' },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    if (create.isPending) return;
    try {
      await create.mutateAsync(name);
      reset();
      enqueueSnackbar(t('organizations.created'), { variant: 'success' });
    } catch (err) {
      showSubmitFailure(setError, err);
    }
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="create-organization">
      <CardContent>
        <Typography id="create-organization" variant="h6" component="h2" gutterBottom>
          {t('organizations.createTitle')}
        </Typography>
        <Stack
          component="form"
          noValidate
          onSubmit={onSubmit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <FormTextField control={control} name="name" label={t('organizations.name')} required />
          {/* aria-disabled, not disabled, while saving: a disabled button drops its focus on the page */}
          <Button type="submit" variant="contained" aria-disabled={create.isPending || undefined} sx={{ mt: { sm: 1 } }}>
            {t('organizations.create')}
          </Button>
        </Stack>
        {formState.errors.root?.message && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {formState.errors.root.message}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function OrganizationCard({ org }: { org: OrganizationView }) {
  const { t } = useTranslation('accounts');
  const { t: td } = useTranslation('dwellings');
  const { user } = useSession();
  const details = useOrganization(org.uuid);
  const activate = useActivateOrganization();
  const { enqueueSnackbar } = useSnackbar();
  const role = user?.roles.find((r) => r.organization === org.uuid)?.role ?? null;
  const headingId = `organization-${org.uuid}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {org.name}
          </Typography>
          <Chip
            size="small"
            color={org.active ? 'success' : 'default'}
            label={org.active ? t('organizations.active') : t('organizations.inactive')}
          />
          {role && (
            <Typography variant="body2" color="text.secondary">
              {t('organizations.yourRole', {
                role: t(`organizations.roles.${role}`),
              })}
            </Typography>
          )}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          {org.abilities.activate && !org.active && (
            <Button
              variant="outlined"
              disabled={activate.isPending}
              onClick={() =>
                activate.mutate(org.uuid, {
                  onSuccess: () => enqueueSnackbar(t('organizations.activated'), { variant: 'success' }),
                  onError: (err) => enqueueSnackbar(failureText(err), { variant: 'error' }),
                })
              }
            >
              {t('organizations.activate')}
            </Button>
          )}
          {org.abilities.createDwelling && (
            <Button variant="contained" component={RouterLink} to={`/dwellings/create?organization=${org.uuid}`}>
              {t('organizations.createDwelling', { name: org.name })}
            </Button>
          )}
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('organizations.members')}
        </Typography>
        <OrganizationMembers id={org.uuid} details={details.data} />
        {org.abilities.invite && <AddMemberForm id={org.uuid} />}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('organizations.dwellings')}
        </Typography>
        {details.data?.dwellings.length === 0 && <Typography color="text.secondary">{t('organizations.noDwellings')}</Typography>}
        <List dense>
          {(details.data?.dwellings ?? []).map((d) => (
            <ListItem key={d.uuid} disableGutters>
              <ListItemText
                primary={<RouterLink to={`/dwellings/${d.uuid}`}>{d.address || d.uuid}</RouterLink>}
                secondary={td(`status.${d.status}`)}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

function AddMemberForm({ id }: { id: string }) {
  const { t } = useTranslation('accounts');
  const add = useAddOrganizationMember(id);
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, reset, setError, formState } = useForm<OrganizationMemberInput>({
    resolver: zodResolver(organizationMemberSchema) as never,
    defaultValues: { email: '', role: 'landlord' },
  });
  const onSubmit = handleSubmit(async (input) => {
    if (add.isPending) return;
    try {
      await add.mutateAsync(input);
      reset();
      enqueueSnackbar(t('organizations.memberAdded'), { variant: 'success' });
    } catch (err) {
      showSubmitFailure(setError, err);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('organizations.addMember')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField control={control} name="email" label={t('organizations.memberEmail')} type="email" />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <FormControlLabel
              sx={{ mt: { sm: 1 } }}
              control={
                <Checkbox
                  checked={field.value === 'admin'}
                  onChange={(e) => field.onChange(e.target.checked ? 'admin' : 'landlord')}
                  onBlur={field.onBlur}
                />
              }
              label={t('organizations.memberAsAdmin')}
            />
          )}
        />
        {/* aria-disabled, not disabled, while saving: a disabled button drops its focus on the page */}
        <Button type="submit" variant="outlined" aria-disabled={add.isPending || undefined} sx={{ mt: { sm: 1 } }}>
          {t('organizations.addMember')}
        </Button>
      </Stack>
      {formState.errors.root?.message && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {formState.errors.root.message}
        </Alert>
      )}
    </Box>
  );
}
