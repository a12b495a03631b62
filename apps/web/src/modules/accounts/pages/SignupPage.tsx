import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Divider,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import {
  signupFormSchema,
  toSignupPayload,
  type SignupForm,
  type SignupFormInput,
} from '@udlejning/shared/accounts/signup.schema';
import { ACCOUNT_MESSAGES } from '@udlejning/shared/accounts/fields';
import { SIGNUP_USER_TYPES } from '@udlejning/shared/accounts/user';
import { GENERIC_ERROR } from '@udlejning/shared/errors';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { AuthLayout } from '../components/AuthLayout';
import { FieldErrorText } from '../../../ui/FieldErrorText';
import { FormCheckbox } from '../../../ui/FormCheckbox';
import { FormTextField } from '../../../ui/FormTextField';
import { useSignup } from '../api';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { applyFieldIssues } from '../../../ui/form-errors';
import { useTitledToast } from '../use-titled-toast';

const FIELDS = ['type', 'company', 'companyAddress', 'cvr', 'firstname', 'lastname', 'phone', 'email', 'password'] as const;

const DEFAULTS: SignupFormInput = {
  type: 'PERSONAL',
  company: '',
  companyAddress: '',
  cvr: '',
  firstname: '',
  lastname: '',
  phone: '',
  email: '',
  password: '',
  passwordRepeat: '',
  terms: false,
};

/**
 * /signup: register as a new landlord (doc 1 §2, §5). The submit button is enabled only while
 * the form is valid; server field errors land on their fields; success goes to /dwellings/create.
 */
export function SignupPage() {
  const { t } = useTranslation('accounts');
  const signup = useSignup();
  const completeSignIn = useCompleteSignIn();
  const toast = useTitledToast();
  const [fieldFailures, setFieldFailures] = useState<string[] | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<SignupFormInput, unknown, SignupForm>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onChange',
    defaultValues: DEFAULTS,
  });
  const type = useWatch({ control, name: 'type' });

  const onSubmit = handleSubmit(async (values) => {
    setFieldFailures(null);
    try {
      completeSignIn(await signup.mutateAsync(toSignupPayload(values)), '/dwellings/create');
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500) {
        toast(t('signup.toastTitle'), tMessage(GENERIC_ERROR));
        return;
      }
      applyFieldIssues(setError, err.issues, { fields: FIELDS });
      // doc 1 §8: 'User validation failed' shows 'User creation failed' with per-field messages
      if (err.message === ACCOUNT_MESSAGES.userValidationFailed) {
        setFieldFailures(err.issues.map((i) => tMessage(i.message)));
        toast(t('signup.toastTitle'), t('signup.creationFailed'));
      } else {
        toast(t('signup.toastTitle'), tMessage(err.message));
      }
    }
  });

  return (
    <AuthLayout
      title={t('signup.title')}
      intro={t('signup.intro')}
      width={560}
      footer={
        <>
          {t('signup.hasAccount')}{' '}
          <Link component={RouterLink} to="/">
            {t('signup.signInLink')}
          </Link>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          {fieldFailures && (
            <Alert severity="error" role="alert">
              <AlertTitle>{t('signup.creationFailed')}</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {fieldFailures.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </Box>
            </Alert>
          )}
          <Controller
            control={control}
            name="type"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)}>
                <FormLabel id="signup-type-label">{t('signup.type')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="signup-type-label"
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                >
                  {SIGNUP_USER_TYPES.map((value) => (
                    <FormControlLabel key={value} value={value} control={<Radio />} label={t(`types.${value}`)} />
                  ))}
                </RadioGroup>
                <FieldErrorText error={fieldState.error} />
              </FormControl>
            )}
          />
          {type === 'BUSINESS' && (
            <>
              <SectionTitle>{t('signup.companySection')}</SectionTitle>
              <FormTextField control={control} name="company" label={t('company')} required autoComplete="organization" />
              <FormTextField
                control={control}
                name="companyAddress"
                label={`${t('companyAddress')} (${t('signup.optional')})`}
                autoComplete="street-address"
              />
              <FormTextField control={control} name="cvr" label={`${t('cvr')} (${t('signup.optional')})`} inputMode="numeric" />
            </>
          )}
          <SectionTitle>{t('signup.personSection')}</SectionTitle>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="firstname" label={t('firstname')} required autoComplete="given-name" />
            <FormTextField control={control} name="lastname" label={t('lastname')} required autoComplete="family-name" />
          </Stack>
          <FormTextField control={control} name="phone" label={t('phone')} required type="tel" autoComplete="tel" />
          <SectionTitle>{t('signup.accountSection')}</SectionTitle>
          <FormTextField control={control} name="email" label={t('email')} required type="email" autoComplete="email" />
          <FormTextField
            control={control}
            name="password"
            label={t('password')}
            required
            isPassword
            autoComplete="new-password"
            deps={['passwordRepeat']}
          />
          <FormTextField
            control={control}
            name="passwordRepeat"
            label={t('passwordRepeat')}
            required
            isPassword
            autoComplete="new-password"
          />
          <FormCheckbox control={control} name="terms" label={t('signup.terms')} />
          <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || formState.isSubmitting}>
            {t('signup.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Divider textAlign="left" sx={{ pt: 1 }}>
      <Typography variant="overline" color="text.secondary">
        {children}
      </Typography>
    </Divider>
  );
}
