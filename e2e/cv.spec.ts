import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  expect,
  horizontalOverflow,
  hosts,
  newLearner,
  seriousAxeViolations,
  signIn,
  test,
} from './fixtures.ts';

/**
 * The learner's CV in a real browser against the real built app and API (docs/product.md §18):
 * a new learner opens My CV from the account menu, fills every section (with the rules' messages
 * on the way), reloads and finds it all, deletes an entry after a confirmation, and downloads the
 * PDF. Nothing is mocked. Each test works on its own learner, so they run side by side.
 */

// axe is injected as an inline <script>, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('My CV', () => {
  test('fill every section → reload → all there → delete an entry → download the PDF', async ({
    page,
    request,
  }) => {
    await signIn(page, { session: await newLearner(request, 'Dewi Lestari') });

    // From the account menu.
    await page.goto('/');
    await page
      .getByRole('button', { name: /My Account/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'My CV' }).click();
    await expect(page).toHaveURL(/\/profile\/cv$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My CV' })).toBeVisible();

    // Before the first save the details come from the profile, and the lists invite a first entry.
    const details = section(page, 'Personal details');
    await expect(details.getByLabel('First name')).toHaveValue('Dewi');
    await expect(details.getByLabel('Last name')).toHaveValue('Lestari');
    await expect(page.getByRole('heading', { name: 'No work experience yet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No education or training yet' })).toBeVisible();

    // Personal details: a bad link is named, then fixed and saved.
    await details.getByLabel('Headline').fill('Data analyst who turns sales data into decisions');
    await details.getByLabel('About me').fill('I build <b>dashboards</b> & reports for retail teams.');
    await details.getByLabel('City').fill('Surabaya');
    await details.getByLabel('LinkedIn').fill('linkedin.com/in/dewi');
    await details.getByLabel('Job applied for').fill('Junior Data Analyst');
    await details.getByLabel('Full-time').check();
    await details.getByLabel('Expected salary').fill('Rp 8–10 juta per bulan');
    await details.getByRole('button', { name: 'Save personal details' }).click();
    await expect(details.getByText('Enter a link starting with http:// or https://.')).toBeVisible();
    await details.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/dewi-lestari');
    await details.getByRole('button', { name: 'Save personal details' }).click();
    await expect(details.getByText('Personal details saved.')).toBeVisible();

    // Work experience: the first from the empty state; dates in the wrong order are refused.
    const work = section(page, 'Work experience');
    await work.getByRole('button', { name: 'Add your first work experience' }).click();
    const workForm = work.getByRole('form', { name: 'New work experience' });
    await workForm.getByLabel('Job title').fill('Sales Administrator');
    await workForm.getByLabel('Employer').fill('PT Maju Bersama');
    await workForm.getByLabel('City').fill('Sidoarjo');
    await workForm.getByLabel('Start month').fill('2021-04');
    await workForm.getByLabel('End month').fill('2020-01');
    await workForm.getByRole('button', { name: 'Save' }).click();
    await expect(workForm.getByText('The end month is before the start month.')).toBeVisible();
    await workForm.getByLabel('End month').fill('2023-02');
    await workForm.getByLabel('Description').fill('Kept the weekly sales report for 40 stores.');
    await workForm.getByRole('button', { name: 'Save' }).click();
    await expect(work.getByText('Work experience saved.')).toBeVisible();

    await work.getByRole('button', { name: 'Add work experience' }).click();
    const second = work.getByRole('form', { name: 'New work experience' });
    await second.getByLabel('Job title').fill('Data Analyst Intern');
    await second.getByLabel('Employer').fill('Tokopedia');
    await second.getByLabel('Start month').fill('2023-08');
    await second.getByLabel('I work here now').check();
    await expect(second.getByLabel('End month')).toBeDisabled();
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(work.getByRole('heading', { name: 'Data Analyst Intern' })).toBeVisible();
    // Newest first: the ongoing one leads.
    await expect(work.getByRole('heading', { level: 3 })).toHaveText([
      'Data Analyst Intern',
      'Sales Administrator',
    ]);

    // Education and training.
    const education = section(page, 'Education and training');
    await education.getByRole('button', { name: 'Add your education' }).click();
    const educationForm = education.getByRole('form', { name: 'New education or training' });
    await educationForm.getByLabel('Qualification').fill('S1 Statistika');
    await educationForm.getByLabel('School or university').fill('Institut Teknologi Sepuluh Nopember');
    await educationForm.getByLabel('Field of study').fill('Statistika');
    await educationForm.getByLabel('Start month').fill('2016-08');
    await educationForm.getByLabel('End month').fill('2020-10');
    await educationForm.getByRole('button', { name: 'Save' }).click();
    await expect(education.getByRole('heading', { name: 'S1 Statistika' })).toBeVisible();

    // Personal skills, with a language on the CEFR grid.
    const skills = section(page, 'Personal skills');
    await skills.getByLabel('Mother tongue').fill('Bahasa Indonesia, Jawa');
    await skills.getByRole('button', { name: 'Add a language' }).click();
    await skills.getByLabel('Language', { exact: true }).fill('English');
    await skills.getByLabel('Reading').selectOption('C1');
    await skills.getByLabel('Writing').selectOption('B2');
    await skills.getByLabel('Digital skills').fill('Excel, SQL, Power BI');
    await skills.getByLabel('Driving licence').fill('SIM C');
    await skills.getByRole('button', { name: 'Save personal skills' }).click();
    await expect(skills.getByText('Personal skills saved.')).toBeVisible();

    // A change not saved yet: following a link asks first, and staying keeps it.
    await details.getByLabel('Headline').fill('Not saved yet');
    await expect(details.getByText('You have changes that are not saved yet.')).toBeVisible();
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('not saved');
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'All Courses' }).first().click();
    await expect(page).toHaveURL(/\/profile\/cv$/);
    await expect(details.getByLabel('Headline')).toHaveValue('Not saved yet');
    // The browser's Back asks too: staying keeps the page and the change.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('not saved');
      void dialog.dismiss();
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/profile\/cv$/);
    await expect(details.getByLabel('Headline')).toHaveValue('Not saved yet');
    await details.getByLabel('Headline').fill('Data analyst who turns sales data into decisions');

    // Reload: everything is there, and the markup typed is shown as text.
    await page.reload();
    await expect(details.getByLabel('Headline')).toHaveValue(
      'Data analyst who turns sales data into decisions',
    );
    await expect(details.getByLabel('About me')).toHaveValue(
      'I build <b>dashboards</b> & reports for retail teams.',
    );
    await expect(details.getByLabel('LinkedIn')).toHaveValue('https://www.linkedin.com/in/dewi-lestari');
    await expect(details.getByLabel('Full-time')).toBeChecked();
    await expect(work.getByRole('heading', { level: 3 })).toHaveText([
      'Data Analyst Intern',
      'Sales Administrator',
    ]);
    await expect(work.getByText('Kept the weekly sales report for 40 stores.')).toBeVisible();
    await expect(work.getByText(/Aug 2023 – Present/)).toBeVisible();
    await expect(education.getByText(/^Institut Teknologi Sepuluh Nopember ·/)).toBeVisible();
    await expect(skills.getByLabel('Mother tongue')).toHaveValue('Bahasa Indonesia, Jawa');
    await expect(skills.getByLabel('Language', { exact: true })).toHaveValue('English');
    await expect(skills.getByLabel('Reading')).toHaveValue('C1');
    await expect(skills.getByLabel('Driving licence')).toHaveValue('SIM C');

    // Delete one entry, after a confirmation that may be declined.
    await work.getByRole('button', { name: 'Delete: Sales Administrator, PT Maju Bersama' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this work experience?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(work.getByRole('heading', { name: 'Sales Administrator' })).toBeVisible();
    await work.getByRole('button', { name: 'Delete: Sales Administrator, PT Maju Bersama' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(work.getByText('Work experience deleted.')).toBeVisible();
    await expect(work.getByRole('heading', { level: 3 })).toHaveText(['Data Analyst Intern']);

    // The PDF.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('CV-Dewi-Lestari.pdf');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);

    // Going Back with a change not saved, and saying so: the learner leaves for the page before.
    await details.getByLabel('Headline').fill('Left behind');
    await expect(details.getByText('You have changes that are not saved yet.')).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goBack();
    await expect(page).not.toHaveURL(/\/profile\/cv/);
  });

  test('the demo CV in Indonesian and Malay; no serious axe violation and no sideways scrolling at 360 px', async ({
    page,
  }) => {
    for (const [origin, locale, title, workHeading] of [
      [hosts.tenantA, 'id', 'CV Saya', 'Pengalaman kerja'],
      [hosts.tenantB, 'ms', 'CV Saya', 'Pengalaman kerja'],
      [hosts.tenantB, 'en', 'My CV', 'Work experience'],
    ] as const) {
      await signIn(page, { origin });
      await page.evaluate((l) => localStorage.setItem('locale', l), locale);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${origin}/profile/cv`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: workHeading })).toBeVisible();
        await expect(
          page.getByRole('region', { name: workHeading }).getByRole('listitem').first(),
        ).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousAxeViolations(page), `${origin} ${locale} ${width}`).toEqual([]);
        expect(await horizontalOverflow(page), `${origin} ${locale} ${width}`).toBe(0);
      }
    }
    // The delete question is accessible too.
    await page
      .getByRole('button', { name: /^Delete: / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('is reached by keyboard: the entry form opens, takes focus, and focus returns after Cancel', async ({
    page,
  }) => {
    await signIn(page, { origin: hosts.tenantB });
    await page.goto(`${hosts.tenantB}/profile/cv`);
    const work = section(page, 'Work experience');
    const add = work.getByRole('button', { name: 'Add work experience' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(work.getByLabel('Job title')).toBeFocused();
    await page.keyboard.type('Finance Manager');
    await work.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(work.getByRole('form')).toHaveCount(0);
    await expect(add).toBeFocused();
  });
});
