import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { profileUpdate, type ProfileUpdate, type User } from '@app/contract/account/schemas';
import { withFieldCodes } from '@app/contract/errors';
import { setServerErrors } from '@/shared/forms/server-errors';
import { errorText, fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { ErrorState } from '@/shared/ui/states';
import { useCurrentUser } from '../api/get-current-user';
import { useUpdateProfile } from '../api/update-profile';
import { Avatar } from '../components/avatar';
import { FormMessage, SelectField, TextAreaField, TextField } from '@/shared/forms/form-field';
import { FormCard, ProfileShell } from '../components/profile-shell';
import { normalizePhone } from '../lib/phone';
import { checkPhoto, PHOTO_TYPES, type PhotoProblem } from '../lib/photo';

type ProfileValues = {
  email: string;
  full_name: string;
  date_of_birth: string;
  job: string;
  gender: '' | 'male' | 'female';
  phone_number: string;
  address: string;
  city: string;
  postal_code: string;
  website_url: string;
  blog_url: string;
  linkedin_url: string;
  bio: string;
};

/** The form's starting values: every product §3 profile field of the current user. */
export function profileValues(user: User): ProfileValues {
  return {
    email: user.email,
    full_name: user.full_name,
    date_of_birth: (user.date_of_birth ?? '').slice(0, 10),
    job: user.job ?? '',
    gender: user.gender === 'male' || user.gender === 'female' ? user.gender : '',
    phone_number: user.phone_number ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    postal_code: user.postal_code ?? '',
    website_url: user.website_url ?? '',
    blog_url: user.blog_url ?? '',
    linkedin_url: user.linkedin_url ?? '',
    bio: user.bio ?? '',
  };
}

/** The photo picker: a live preview of the chosen file (its object URL revoked when replaced or left). */
function PhotoPicker({
  current,
  file,
  onChange,
}: {
  current: string | null | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const t = useT();
  const inputId = useId();
  const [problem, setProblem] = useState<PhotoProblem>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const showPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );
  // After a save the parent clears the file: the preview goes with it.
  useEffect(() => {
    if (!file && previewRef.current) {
      URL.revokeObjectURL(previewRef.current);
      previewRef.current = null;
      setPreview(null);
    }
  }, [file]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    if (!picked) return;
    const bad = checkPhoto(picked);
    setProblem(bad);
    if (bad) {
      event.target.value = '';
      return;
    }
    showPreview(URL.createObjectURL(picked));
    onChange(picked);
  };
  const cancel = () => {
    showPreview(null);
    onChange(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  const errorId = `${inputId}-error`;

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      {preview ? (
        <img
          src={preview}
          alt={t('account.profile.photoPreview')}
          className="size-32 rounded-full object-cover shadow-md ring-4 ring-white"
        />
      ) : (
        <Avatar src={current} size={128} className="shadow-md ring-4" />
      )}
      <div className="flex flex-col items-center gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          onChange={onPick}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${errorId} ${inputId}-hint` : `${inputId}-hint`}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="inline-flex h-10 cursor-pointer items-center rounded-xl border border-brand bg-white px-4 text-sm font-semibold text-brand peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand hover:bg-brand-soft"
        >
          {t('account.profile.choosePhoto')}
        </label>
        {file && (
          <button type="button" onClick={cancel} className="text-sm font-semibold text-ink-soft underline">
            {t('account.profile.photoCancel')}
          </button>
        )}
        <p id={`${inputId}-hint`} className="text-xs text-ink-soft">
          {t('account.profile.photoHint')}
        </p>
        {problem && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {problem === 'type' ? t('account.profile.photoType') : t('account.profile.photoSize')}
          </p>
        )}
      </div>
    </div>
  );
}

interface CardProps {
  register: UseFormRegister<ProfileUpdate>;
  /** The field's error, in words. */
  error: (name: keyof ProfileValues) => string | undefined;
}

/** Who the learner is: email (fixed), name, birth date, gender, job and bio. */
function PersonalCard({ register, error }: CardProps) {
  const t = useT();
  return (
    <FormCard title={t('account.profile.personal')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('account.field.email')}
          type="email"
          readOnly
          hint={t('account.profile.emailFixed')}
          className="sm:col-span-2"
          {...register('email')}
        />
        <TextField
          label={t('account.field.fullName')}
          autoComplete="name"
          error={error('full_name')}
          className="sm:col-span-2"
          {...register('full_name')}
        />
        <TextField
          label={t('account.field.dateOfBirth')}
          type="date"
          autoComplete="bday"
          optional
          error={error('date_of_birth')}
          {...register('date_of_birth')}
        />
        <SelectField
          label={t('account.field.gender')}
          optional
          error={error('gender')}
          {...register('gender')}
        >
          <option value="">{t('account.gender.unspecified')}</option>
          <option value="male">{t('account.gender.male')}</option>
          <option value="female">{t('account.gender.female')}</option>
        </SelectField>
        <TextField
          label={t('account.field.job')}
          autoComplete="organization-title"
          optional
          error={error('job')}
          className="sm:col-span-2"
          {...register('job')}
        />
        <TextAreaField
          label={t('account.field.bio')}
          optional
          rows={4}
          error={error('bio')}
          className="sm:col-span-2"
          {...register('bio')}
        />
      </div>
    </FormCard>
  );
}

/** How to reach them: phone and address. */
function ContactCard({ register, error }: CardProps) {
  const t = useT();
  return (
    <FormCard title={t('account.profile.contact')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('account.field.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          prefix="+62"
          optional
          error={error('phone_number')}
          className="sm:col-span-2"
          {...register('phone_number', { setValueAs: (v: string) => normalizePhone(v ?? '') })}
        />
        <TextAreaField
          label={t('account.field.address')}
          autoComplete="street-address"
          optional
          rows={2}
          error={error('address')}
          className="sm:col-span-2"
          {...register('address')}
        />
        <TextField
          label={t('account.field.city')}
          autoComplete="address-level2"
          optional
          error={error('city')}
          {...register('city')}
        />
        <TextField
          label={t('account.field.postalCode')}
          autoComplete="postal-code"
          optional
          error={error('postal_code')}
          {...register('postal_code')}
        />
        {/* product §5: the country is always Indonesia. */}
        <TextField
          label={t('account.field.country')}
          value="Indonesia"
          readOnly
          hint={t('account.profile.countryFixed')}
          className="sm:col-span-2"
        />
      </div>
    </FormCard>
  );
}

/** Where they are online: website, blog and LinkedIn. */
function OnlineCard({ register, error }: CardProps) {
  const t = useT();
  return (
    <FormCard title={t('account.profile.online')}>
      <div className="grid gap-4">
        <TextField
          label={t('account.field.website')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          optional
          error={error('website_url')}
          {...register('website_url')}
        />
        <TextField
          label={t('account.field.blog')}
          type="url"
          inputMode="url"
          placeholder="https://"
          optional
          error={error('blog_url')}
          {...register('blog_url')}
        />
        <TextField
          label={t('account.field.linkedin')}
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/…"
          optional
          error={error('linkedin_url')}
          {...register('linkedin_url')}
        />
      </div>
    </FormCard>
  );
}

function EditProfileForm({ user }: { user: User }) {
  const t = useT();
  const update = useUpdateProfile();
  const [photo, setPhoto] = useState<File | null>(null);
  // 'failed' named fields of the form; any other failure (the photo's among them) is worded by its code.
  const [result, setResult] = useState<'saved' | 'failed' | { error: unknown } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdate, unknown, z.output<typeof profileUpdate>>({
    resolver: zodResolver(profileUpdate, withFieldCodes),
    defaultValues: profileValues(user),
  });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const saved = await update.mutateAsync({ fields: values, photo });
      setPhoto(null);
      if (saved && typeof saved === 'object' && 'email' in saved) reset(profileValues(saved));
      setResult('saved');
    } catch (error) {
      const named = setServerErrors(setError, error, { only: Object.keys(profileValues(user)) });
      setResult(named.length > 0 ? 'failed' : { error });
    }
  });
  const error = (name: keyof ProfileValues) => fieldText(t, errors[name]?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <div className="lg:sticky lg:top-6 lg:self-start">
        <FormCard title={t('account.profile.photo')}>
          <PhotoPicker current={user.photo?.thumb?.url ?? user.photo?.url} file={photo} onChange={setPhoto} />
        </FormCard>
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <PersonalCard register={register} error={error} />

        <ContactCard register={register} error={error} />

        <OnlineCard register={register} error={error} />

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
          {result && (
            <div className="sm:mr-auto">
              <FormMessage tone={result === 'saved' ? 'success' : 'error'}>
                {result === 'saved'
                  ? t('account.profile.saved')
                  : result === 'failed'
                    ? t('account.profile.failed')
                    : errorText(t, result.error)}
              </FormMessage>
            </div>
          )}
          <Button type="submit" size="lg" loading={isSubmitting}>
            {t('account.profile.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}

function FormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <Skeleton className="h-72 rounded-2xl" />
      <div className="space-y-6">
        <Skeleton className="h-96 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </div>
  );
}

/** /profile/edit: every product §3 profile field and the photo, sent as a multipart form. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('account.menu.editProfile'));
  const user = useCurrentUser();
  // The copy kept in storage may be old: the form starts from what the server says now.
  const fresh = user.data && user.dataUpdatedAt > 0 ? user.data : undefined;
  return (
    <ProfileShell title={t('account.menu.editProfile')} lead={t('account.profile.lead')}>
      {fresh ? (
        <EditProfileForm user={fresh} />
      ) : user.isError ? (
        <ErrorState onRetry={() => void user.refetch()} />
      ) : (
        <FormSkeleton label={t('account.loadingUser')} />
      )}
    </ProfileShell>
  );
}
