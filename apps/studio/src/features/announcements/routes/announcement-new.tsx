import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ANNOUNCEMENT_LIMITS } from '@app/contract/announcements/constants';
import { previewAnnouncement, sendAnnouncement } from '@app/contract/announcements/endpoints';
import type {
  AnnouncementBody,
  AnnouncementOptions,
  AnnouncementPreview,
} from '@app/contract/announcements/schemas';
import type { Locale } from '@app/contract/envelope';
import { isFieldCode } from '@app/contract/errors';
import { ApiError, callData } from '@/shared/http/client';
import { errorText, fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Field, FormCard } from '@/shared/ui/field';
import { Icon, icons } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { announcementKey, announcementsKey, useAnnouncementOptions } from '../api/announcements';
import { ConfirmSend } from '../components/confirm-send';
import { MailPreview } from '../components/mail-preview';
import {
  bodyOf,
  emptyValues,
  fieldOrder,
  formField,
  idOf,
  LANGUAGE_ORDER,
  type AnnouncementValues,
  type Problems,
} from '../lib/form';

const choiceClass =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-3 text-sm font-semibold text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand';

/**
 * /announcements/new: the audience (a course, or for an admin a corporate cohort), the message in the languages chosen, a preview of each
 * language's mail with the recipients, then Send after a confirmation. Any change after a preview
 * asks for a new one, so what is sent is what was previewed.
 */
export function Component() {
  const t = useT();
  usePageTitle(t('announcements.newTitle'));
  const options = useAnnouncementOptions();
  const defaultLanguage = options.data?.default_language;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to="/announcements"
          className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-brand-strong hover:underline"
        >
          <Icon path={icons.arrowLeft} size={16} />
          {t('announcements.back')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {t('announcements.newTitle')}
        </h1>
        <p className="text-ink-soft">{t('announcements.newLead')}</p>
      </div>
      {options.error ? (
        <Alert tone="error">{errorText(t, options.error)}</Alert>
      ) : !options.data || !defaultLanguage ? (
        <div className="card flex flex-col gap-3 p-6" aria-busy="true">
          <Skeleton className="h-6 w-1/2 rounded" />
          <Skeleton className="h-24 w-full rounded" />
        </div>
      ) : (
        <AnnouncementForm
          courses={options.data.courses}
          cohorts={options.data.cohorts}
          defaultLanguage={defaultLanguage}
        />
      )}
    </div>
  );
}

type Course = AnnouncementOptions['courses'][number];
type Cohort = AnnouncementOptions['cohorts'][number];

/** The form's state: values, problems, the preview of exactly what would be sent, and sending it. */
function useAnnouncementForm(defaultLanguage: Locale, focusFailure: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AnnouncementValues>(() => emptyValues(defaultLanguage));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null);
  const [preview, setPreview] = useState<{ body: AnnouncementBody; answer: AnnouncementPreview } | null>(
    null,
  );
  const [confirming, setConfirming] = useState(false);

  /** Any change: the preview no longer shows what would be sent. */
  const change = (patch: Partial<AnnouncementValues>, fields: string[]) => {
    setValues((v) => ({ ...v, ...patch }));
    setPreview(null);
    setFailure(null);
    if (fields.some((f) => problems[f]))
      setProblems((p) => Object.fromEntries(Object.entries(p).filter(([k]) => !fields.includes(k))));
  };
  const focusFirst = (found: Problems) => {
    const first = fieldOrder(values.languages, values.audience).find((f) => found[f]);
    if (first) window.setTimeout(() => document.getElementById(idOf(first))?.focus(), 0);
  };
  const showFailure = (caught: unknown) => {
    setFailure(caught);
    if (caught instanceof ApiError && caught.status === 400) {
      const server: Problems = {};
      for (const [name, code] of Object.entries(caught.fields))
        server[formField(name, values.audience)] = isFieldCode(code) ? code : 'invalid';
      setProblems(server);
      focusFirst(server);
    } else if (caught instanceof ApiError && caught.status === 404 && values.audience === 'cohort') {
      // The corporate order went since the form was opened (a cohort is 404, not a field problem).
      const gone: Problems = { cohort: 'not_an_option' };
      setProblems(gone);
      focusFirst(gone);
    } else window.setTimeout(focusFailure, 0);
  };

  const askPreview = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = bodyOf(values, defaultLanguage);
    if (!checked.body) {
      setProblems(checked.problems);
      setFailure('invalid');
      focusFirst(checked.problems);
      return;
    }
    setProblems({});
    setBusy('preview');
    try {
      setPreview({ body: checked.body, answer: await callData(previewAnnouncement, { body: checked.body }) });
    } catch (caught) {
      showFailure(caught);
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    if (!preview) return;
    setBusy('send');
    try {
      const made = await callData(sendAnnouncement, { body: preview.body });
      queryClient.setQueryData(announcementKey(made.id), made);
      void queryClient.invalidateQueries({ queryKey: [...announcementsKey, 'list'] });
      void navigate(`/announcements/${made.id}`, { state: { sent: true } });
    } catch (caught) {
      setConfirming(false);
      showFailure(caught);
    } finally {
      setBusy(null);
    }
  };

  return {
    values,
    problems,
    failure,
    busy,
    preview,
    confirming,
    setConfirming,
    change,
    askPreview,
    send,
  };
}
type FormState = ReturnType<typeof useAnnouncementForm>;

function AnnouncementForm({
  courses,
  cohorts,
  defaultLanguage,
}: {
  courses: Course[];
  cohorts: Cohort[];
  defaultLanguage: Locale;
}) {
  const t = useT();
  const failureBox = useRef<HTMLDivElement>(null);
  const form = useAnnouncementForm(defaultLanguage, () => failureBox.current?.focus());
  const { values, failure, busy, preview } = form;
  const course = courses.find((c) => String(c.id) === values.courseId);
  const cohort = cohorts.find((c) => String(c.id) === values.cohortId);
  // Whom the preview and the confirmation name: the course, or the cohort's client and invoice.
  const audience =
    values.audience === 'cohort'
      ? cohort
        ? t('announcements.cohortLabel', { client: cohort.client_name, invoice: cohort.invoice_number })
        : ''
      : (course?.title ?? '');
  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void form.askPreview(event)}
        className="flex flex-col gap-6"
        aria-label={t('announcements.newTitle')}
      >
        {failure !== null && (
          <div ref={failureBox} tabIndex={-1} className="outline-none">
            <Alert tone="error">
              {failure === 'invalid' ||
              (failure instanceof ApiError &&
                (failure.status === 400 || (failure.status === 404 && values.audience === 'cohort')))
                ? t('announcements.fixFields')
                : errorText(t, failure)}
            </Alert>
          </div>
        )}
        <AudienceCard form={form} courses={courses} cohorts={cohorts} />
        <MessageCard form={form} defaultLanguage={defaultLanguage} />
        <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-[var(--shadow-card)]">
          <div className="flex flex-wrap items-center justify-end gap-2 sm:gap-3">
            {!preview && <p className="mr-auto text-sm text-ink-soft">{t('announcements.previewFirst')}</p>}
            <Button type="submit" variant={preview ? 'secondary' : 'primary'} loading={busy === 'preview'}>
              {preview ? t('announcements.previewAgain') : t('announcements.preview')}
            </Button>
            {preview && preview.answer.recipients > 0 && (
              <Button type="button" onClick={() => form.setConfirming(true)} disabled={busy !== null}>
                {t('announcements.send', { count: preview.answer.recipients })}
              </Button>
            )}
          </div>
        </div>
      </form>
      {preview && (
        <PreviewSection answer={preview.answer} course={audience} cohort={values.audience === 'cohort'} />
      )}
      {form.confirming && preview && (
        <ConfirmSend
          recipients={preview.answer.recipients}
          course={audience}
          sending={busy === 'send'}
          onConfirm={() => void form.send()}
          onClose={() => form.setConfirming(false)}
        />
      )}
    </>
  );
}

const problemOf = (t: ReturnType<typeof useT>, form: FormState, field: string) =>
  form.problems[field] ? fieldText(t, form.problems[field]) : undefined;

/**
 * Whom it goes to: a course this person may announce to, with its learners, or (offered when the
 * API lists any: an admin's company's corporate orders) a corporate cohort, by client and invoice
 * with its people. The kind is a radio group; each choice a labelled select.
 */
function AudienceCard({ form, courses, cohorts }: { form: FormState; courses: Course[]; cohorts: Cohort[] }) {
  const t = useT();
  const { values, change } = form;
  const kind = cohorts.length > 0 ? values.audience : 'course';
  return (
    <FormCard title={t('announcements.to')} headingId="announcement-to-heading">
      {cohorts.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-ink">{t('announcements.audience')}</legend>
          <div className="flex flex-wrap gap-2">
            {(['course', 'cohort'] as const).map((k) => (
              <label key={k} className={choiceClass}>
                <input
                  type="radio"
                  name="announcement-audience"
                  value={k}
                  className="size-4 accent-brand"
                  checked={kind === k}
                  onChange={() => change({ audience: k }, ['course', 'cohort'])}
                />
                {t(`announcements.audience.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {kind === 'cohort' ? (
        <Field
          id={idOf('cohort')}
          label={t('announcements.cohort')}
          hint={t('announcements.cohortHint')}
          error={
            form.problems.cohort === 'not_an_option' && form.failure instanceof ApiError
              ? t('announcements.cohortGone')
              : problemOf(t, form, 'cohort')
          }
          required
          requiredLabel={t('announcements.required')}
        >
          <select
            className="control"
            value={values.cohortId}
            onChange={(e) => change({ cohortId: e.target.value }, ['cohort'])}
          >
            <option value="">{t('announcements.choose')}</option>
            {cohorts.map((c) => (
              <option key={c.id} value={c.id}>
                {t('announcements.cohortOption', {
                  client: c.client_name,
                  invoice: c.invoice_number,
                  count: c.people,
                })}
              </option>
            ))}
          </select>
        </Field>
      ) : courses.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('announcements.noCourses')}</p>
      ) : (
        <Field
          id={idOf('course')}
          label={t('announcements.course')}
          hint={t('announcements.courseHint')}
          error={problemOf(t, form, 'course')}
          required
          requiredLabel={t('announcements.required')}
        >
          <select
            className="control"
            value={values.courseId}
            onChange={(e) => change({ courseId: e.target.value }, ['course'])}
          >
            <option value="">{t('announcements.choose')}</option>
            {courses.map((c) => (
              <option key={c.id} value={c.id}>
                {t('announcements.courseOption', { title: c.title, count: c.learners })}
              </option>
            ))}
          </select>
        </Field>
      )}
    </FormCard>
  );
}

/** The languages written in, and each one's subject and message. */
function MessageCard({ form, defaultLanguage }: { form: FormState; defaultLanguage: Locale }) {
  const t = useT();
  const { values, change } = form;
  const language = (lang: Locale) => t(`announcements.language.${lang}`);
  const required = t('announcements.required');
  const toggle = (lang: Locale, on: boolean) =>
    change(
      {
        languages: on
          ? values.languages.filter((l) => l !== lang)
          : LANGUAGE_ORDER.filter((l) => l === lang || values.languages.includes(l)),
      },
      [`subject.${lang}`, `body.${lang}`],
    );
  return (
    <FormCard
      title={t('announcements.message')}
      lead={t('announcements.messageLead', { language: language(defaultLanguage) })}
      headingId="announcement-message-heading"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-ink">{t('announcements.languages')}</legend>
        <div className="flex flex-wrap gap-2">
          {LANGUAGE_ORDER.map((lang) => {
            const on = values.languages.includes(lang);
            return (
              <label key={lang} className={choiceClass}>
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={on}
                  // The last language written in stays: there is always one to write.
                  disabled={on && values.languages.length === 1}
                  onChange={() => toggle(lang, on)}
                />
                {language(lang)}
              </label>
            );
          })}
        </div>
      </fieldset>
      {LANGUAGE_ORDER.filter((l) => values.languages.includes(l)).map((lang) => (
        <div key={lang} className="flex flex-col gap-4 border-t border-line pt-4">
          <Field
            id={idOf(`subject.${lang}`)}
            label={t('announcements.subject', { language: language(lang) })}
            error={problemOf(t, form, `subject.${lang}`)}
            required
            requiredLabel={required}
          >
            <input
              className="control"
              lang={lang}
              value={values.subject[lang]}
              maxLength={ANNOUNCEMENT_LIMITS.maxSubject + 20}
              onChange={(e) =>
                change({ subject: { ...values.subject, [lang]: e.target.value } }, [`subject.${lang}`])
              }
            />
          </Field>
          <Field
            id={idOf(`body.${lang}`)}
            label={t('announcements.body', { language: language(lang) })}
            hint={t('announcements.bodyHint')}
            error={problemOf(t, form, `body.${lang}`)}
            required
            requiredLabel={required}
          >
            <textarea
              className="control"
              lang={lang}
              rows={8}
              value={values.body[lang]}
              maxLength={ANNOUNCEMENT_LIMITS.maxBody + 100}
              onChange={(e) => change({ body: { ...values.body, [lang]: e.target.value } }, [`body.${lang}`])}
            />
          </Field>
        </div>
      ))}
    </FormCard>
  );
}

/** The recipients and each language's mail; takes focus when it appears. */
function PreviewSection({
  answer,
  course,
  cohort,
}: {
  answer: AnnouncementPreview;
  course: string;
  cohort: boolean;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [answer]);
  return (
    <section className="card flex flex-col gap-4 p-4 sm:p-6" aria-labelledby="announcement-preview-heading">
      <h2
        id="announcement-preview-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-ink outline-none"
      >
        {t('announcements.previewTitle')}
      </h2>
      <p className="text-sm text-ink" role="status" data-testid="preview-recipients">
        {t('announcements.recipients', { count: answer.recipients, course })}
        {answer.unsubscribed > 0 && ` ${t('announcements.unsubscribed', { count: answer.unsubscribed })}`}
      </p>
      {answer.recipients === 0 && (
        <Alert tone="warning">{t(cohort ? 'announcements.nobodyCohort' : 'announcements.nobody')}</Alert>
      )}
      <MailPreview preview={answer} />
    </section>
  );
}
