import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CORPORATE_CSV_TEMPLATE, CORPORATE_LIMITS } from '@app/contract/corporate/constants';
import { checkCorporateFile, createCorporateOrder } from '@app/contract/corporate/endpoints';
import type { CorporateBody, CorporateCheck, CorporateOptions } from '@app/contract/corporate/schemas';
import type { Locale } from '@app/contract/envelope';
import { ApiError, callData } from '@/shared/http/client';
import { errorText, fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { CoursePicker } from '@/shared/ui/course-picker';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Field, FormCard } from '@/shared/ui/field';
import { Icon, icons } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { corporateKey, useCorporateOptions } from '../api/corporate';
import { templateHref } from '../lib/format';
import { problemText, splitProblems, type FileProblem, type FormField } from '../lib/problems';

interface Values {
  client_name: string;
  invoice_number: string;
  course_ids: number[];
  language: Locale | '';
  file: { name: string; text: string } | null;
}

type Problems = Partial<Record<FormField | 'file', string>>;
const ORDER: (FormField | 'file')[] = ['client_name', 'invoice_number', 'course_ids', 'language', 'file'];
const idOf = (field: FormField | 'file') =>
  field === 'course_ids' ? 'corporate-courses' : `corporate-${field.replace('_', '-')}`;

/** The form's own checks before sending: what the contract's schema would refuse. */
function localProblems(v: Values): Problems {
  const p: Problems = {};
  if (!v.client_name.trim()) p.client_name = 'required';
  if (!v.invoice_number.trim()) p.invoice_number = 'required';
  if (v.course_ids.length === 0) p.course_ids = 'required';
  if (!v.file) p.file = 'required';
  return p;
}

/** /corporate/new: the client, invoice, courses, language and CSV; "Check file", then "Enrol N people". */
export function Component() {
  const t = useT();
  usePageTitle(t('corporate.newTitle'));
  const options = useCorporateOptions();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to="/corporate"
          className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-brand-strong hover:underline"
        >
          <Icon path={icons.arrowLeft} size={16} />
          {t('corporate.back')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('corporate.newTitle')}</h1>
        <p className="text-ink-soft">{t('corporate.newLead')}</p>
      </div>
      {options.error ? (
        <Alert tone="error">{errorText(t, options.error)}</Alert>
      ) : !options.data ? (
        <div className="card flex flex-col gap-4 p-6" aria-busy>
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : (
        <CorporateForm options={options.data} />
      )}
    </div>
  );
}

/** The form's values and problems, and its two steps: check the file, then enrol. */
function useCorporateForm(options: CorporateOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({
    client_name: '',
    invoice_number: '',
    course_ids: [],
    language: options.default_language,
    file: null,
  });
  const [problems, setProblems] = useState<Problems>({});
  const [fileProblems, setFileProblems] = useState<FileProblem[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [plan, setPlan] = useState<CorporateCheck | null>(null);
  const [busy, setBusy] = useState<'check' | 'enrol' | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const planRef = useRef<HTMLHeadingElement>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
    // A change after the check asks for a new check: what it said may no longer hold.
    setPlan(null);
    if (key === 'file') setFileProblems([]);
  };
  const focusFirst = (found: Problems) => {
    const first = ORDER.find((f) => found[f]);
    if (first)
      window.setTimeout(() => {
        const target =
          first === 'course_ids'
            ? document.querySelector<HTMLElement>('#corporate-courses input')
            : document.getElementById(idOf(first));
        target?.focus();
      }, 0);
  };
  const bodyOf = (): CorporateBody => ({
    client_name: values.client_name.trim(),
    invoice_number: values.invoice_number.trim(),
    course_ids: values.course_ids,
    language: (values.language || options.default_language) as Locale,
    csv: values.file?.text ?? '',
  });
  const refused = (caught: unknown) => {
    setFailure(caught);
    if (!(caught instanceof ApiError)) return;
    const { form, file } = splitProblems(caught.fields);
    setProblems(form);
    setFileProblems(file);
    // The list of the file's problems takes the focus itself once drawn (FileProblems).
    if (file.length === 0) focusFirst(form);
  };

  const check = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setPlan(null);
    const found = localProblems(values);
    if (Object.keys(found).length) {
      setProblems(found);
      setFileProblems([]);
      setFailure('invalid');
      focusFirst(found);
      return;
    }
    setBusy('check');
    try {
      const answer = await callData(checkCorporateFile, { body: bodyOf() });
      setProblems({});
      setFileProblems([]);
      // Its heading takes the focus once drawn (Plan).
      setPlan(answer);
    } catch (caught) {
      refused(caught);
    } finally {
      setBusy(null);
    }
  };

  const enrol = async () => {
    setFailure(null);
    setBusy('enrol');
    try {
      const order = await callData(createCorporateOrder, { body: bodyOf() });
      void queryClient.invalidateQueries({ queryKey: [...corporateKey, 'list'] });
      void navigate(`/corporate/${order.id}`, { state: { created: true } });
    } catch (caught) {
      setPlan(null);
      refused(caught);
    } finally {
      setBusy(null);
    }
  };

  return { values, set, problems, fileProblems, failure, plan, busy, check, enrol, summaryRef, planRef };
}

type FormState = ReturnType<typeof useCorporateForm>;

function CorporateForm({ options }: { options: CorporateOptions }) {
  const t = useT();
  const form = useCorporateForm(options);
  const { values, set, problems, fileProblems, failure, plan, busy, summaryRef, planRef } = form;
  const error = (field: FormField | 'file') => fieldText(t, problems[field]);
  return (
    <form
      noValidate
      onSubmit={(event) => void form.check(event)}
      className="flex flex-col gap-6"
      aria-label={t('corporate.newTitle')}
    >
      {fileProblems.length > 0 ? (
        <FileProblems problems={fileProblems} summaryRef={summaryRef} />
      ) : (
        failure !== null && (
          <Alert tone="error">
            {failure === 'invalid' || (failure instanceof ApiError && failure.status === 400)
              ? t('voucher.fixFields')
              : errorText(t, failure)}
          </Alert>
        )
      )}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <ClientCard form={form} error={error} />
        <FormCard
          title={t('corporate.coursesCard')}
          lead={t('corporate.coursesLead')}
          headingId="corporate-courses-heading"
        >
          <CoursePicker
            id="corporate-courses"
            legend={t('corporate.coursesPick', { count: values.course_ids.length })}
            courses={options.courses}
            chosen={values.course_ids}
            onChange={(ids) => set('course_ids', ids)}
            error={error('course_ids')}
          />
        </FormCard>
      </div>
      <FileCard form={form} error={error('file')} />
      {plan && <Plan plan={plan} courses={values.course_ids.length} headingRef={planRef} />}
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-[var(--shadow-card)]">
        <div className="flex flex-wrap items-center justify-end gap-2 sm:gap-3">
          <Button type="submit" variant={plan ? 'secondary' : 'primary'} loading={busy === 'check'}>
            {busy === 'check'
              ? t('corporate.checking')
              : plan
                ? t('corporate.checkAgain')
                : t('corporate.check')}
          </Button>
          {plan && (
            <Button
              type="button"
              loading={busy === 'enrol'}
              onClick={() => void form.enrol()}
              data-testid="corporate-enrol"
            >
              {busy === 'enrol'
                ? t('corporate.enrolling')
                : t('corporate.enrol', { count: plan.people.length })}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

/** Every problem of the file as `row N: field: message`, each a link to the file picker; focused. */
function FileProblems({
  problems,
  summaryRef,
}: {
  problems: FileProblem[];
  summaryRef: React.RefObject<HTMLDivElement | null>;
}) {
  const t = useT();
  // Every new list of problems is announced (role alert) and takes the focus, once drawn.
  useEffect(() => summaryRef.current?.focus(), [problems, summaryRef]);
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby="corporate-problems-heading"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
      data-testid="corporate-problems"
    >
      <h2 id="corporate-problems-heading" className="flex items-center gap-2 font-bold">
        <Icon path={icons.alert} className="shrink-0" />
        {t('corporate.problems', { count: problems.length })}
      </h2>
      <p className="mt-1">{t('corporate.problemsLead')}</p>
      <ul className="mt-2 flex max-h-72 list-disc flex-col gap-1 overflow-y-auto pl-6">
        {problems.map((p) => (
          <li key={`${p.row}.${p.field}`}>
            <a
              href="#corporate-file"
              className="underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById('corporate-file')?.focus();
              }}
            >
              {problemText(t, p)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const SHOWN = 100;

/** What the import will do: who is enrolled, who is invited, before "Enrol N people". */
function Plan({
  plan,
  courses,
  headingRef,
}: {
  plan: CorporateCheck;
  courses: number;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const t = useT();
  // A new check unmounts this (the plan is null meanwhile), so "show all" starts folded again.
  const [all, setAll] = useState(false);
  useEffect(() => headingRef.current?.focus(), [plan, headingRef]);
  const people = all ? plan.people : plan.people.slice(0, SHOWN);
  return (
    <section
      className="card p-4 sm:p-6"
      aria-labelledby="corporate-plan-heading"
      data-testid="corporate-plan"
    >
      <h2
        id="corporate-plan-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-bold text-ink focus:outline-none"
      >
        {t('corporate.planTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft" role="status">
        {t('corporate.planLead', {
          existing: plan.existing,
          new: plan.new,
          enrolments: plan.enrolments,
          courses,
        })}
      </p>
      <div className="mt-4">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('corporate.planTitle')}</caption>
          <thead className="text-xs text-ink-soft">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('corporate.row')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('corporate.col.name')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('corporate.col.email')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('corporate.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map((p) => (
              <tr key={p.row} className="border-t border-line">
                <td className="py-2 pr-3 text-ink-soft tabular-nums">{p.row}</td>
                <td className="py-2 pr-3 text-ink">{p.name}</td>
                <td className="py-2 pr-3 break-all text-ink">{p.email}</td>
                <td className="py-2 text-ink">
                  {p.status === 'new' ? t('corporate.status.new') : t('corporate.status.existing')}
                  {p.already_enrolled.length > 0 && (
                    <span className="block text-xs text-ink-soft">
                      {t('corporate.alreadyEnrolled', { count: p.already_enrolled.length })}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {plan.people.length > SHOWN && !all && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setAll(true)}>
          {t('corporate.showAll', { count: plan.people.length })}
        </Button>
      )}
    </section>
  );
}

/** The client's name, the invoice number and the language of the invitations. */
function ClientCard({ form, error }: { form: FormState; error: (field: FormField) => string | undefined }) {
  const t = useT();
  const { values, set } = form;
  return (
    <FormCard title={t('corporate.clientCard')} headingId="corporate-client-heading">
      <Field
        id="corporate-client-name"
        label={t('corporate.client')}
        required
        requiredLabel={t('voucher.required')}
        error={error('client_name')}
      >
        <input
          className="control"
          value={values.client_name}
          maxLength={CORPORATE_LIMITS.maxClient}
          autoComplete="organization"
          onChange={(e) => set('client_name', e.target.value)}
        />
      </Field>
      <Field
        id="corporate-invoice-number"
        label={t('corporate.invoice')}
        hint={t('corporate.invoiceHint')}
        required
        requiredLabel={t('voucher.required')}
        error={error('invoice_number')}
      >
        <input
          className="control"
          value={values.invoice_number}
          maxLength={CORPORATE_LIMITS.maxInvoice}
          onChange={(e) => set('invoice_number', e.target.value)}
        />
      </Field>
      <Field
        id="corporate-language"
        label={t('corporate.language')}
        hint={t('corporate.languageHint')}
        error={error('language')}
      >
        <select
          className="control"
          value={values.language}
          onChange={(e) => set('language', e.target.value as Locale)}
        >
          <option value="id">Bahasa Indonesia</option>
          <option value="en">English</option>
          <option value="ms">Bahasa Melayu</option>
        </select>
      </Field>
    </FormCard>
  );
}

/** The CSV file picker, with the template to download. */
function FileCard({ form, error }: { form: FormState; error: string | undefined }) {
  const t = useT();
  const { values, set } = form;
  return (
    <FormCard
      title={t('corporate.fileCard')}
      lead={t('corporate.fileLead', { max: CORPORATE_LIMITS.maxRows.toLocaleString() })}
      headingId="corporate-file-heading"
    >
      <Field
        id="corporate-file"
        label={t('corporate.file')}
        hint={values.file ? t('corporate.fileChosen', { name: values.file.name }) : t('corporate.fileHint')}
        required
        requiredLabel={t('voucher.required')}
        error={error}
      >
        <input
          type="file"
          accept=".csv,text/csv"
          className="control file:mr-3 file:rounded-lg file:border-0 file:bg-brand-soft file:px-3 file:py-1.5 file:font-semibold file:text-brand-strong"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (!chosen) return set('file', null);
            void chosen.text().then((text) => set('file', { name: chosen.name, text }));
          }}
          data-testid="corporate-file"
        />
      </Field>
      <a
        href={templateHref(CORPORATE_CSV_TEMPLATE)}
        download="corporate-template.csv"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-brand-strong underline underline-offset-2"
      >
        <Icon path={icons.down} size={16} />
        {t('corporate.template')}
      </a>
    </FormCard>
  );
}
