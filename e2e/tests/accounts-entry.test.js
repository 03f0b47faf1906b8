// Account entry journeys in Chromium against the real server: register (map, credentials, the
// SMS code from the outbox), land signed in; sign out from the account popover; sign in again;
// recover a forgotten password with the e-mailed code and sign in with the new password.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, settled, VIEWPORTS } from '../lib/browser.js';
import { blankMapTiles } from '../lib/session.js';
import { serverAndBrowser } from '../lib/suite.js';
import { readOutbox, waitForCode } from '../lib/outbox.js';

// The customer registered in the first journey and used by the others (they run in order).
const CUSTOMER = {
  name: 'Ayesha',
  email: 'ayesha.e2e@example.pk',
  password: 'first-password-1',
  newPassword: 'second-password-2',
  typedPhone: '3001234567',
  phone: '03001234567',
};

/** A visitor's page; map tiles (from the internet, which this machine does not reach) are blank. */
async function openStorePage(browser) {
  const opened = await openPage(browser, VIEWPORTS.desktop);
  await blankMapTiles(opened.context);
  return opened;
}

function accountButton(page) {
  return page.getByRole('banner').getByRole('button', { name: /Your Account/ });
}

async function signOutFromPopover(page, baseUrl) {
  const signOut = page.getByRole('button', { name: /Sign out/ });
  const question = page.getByText('Are you really sure you want to sign out?').filter({ visible: true });
  // Right after a sign-in the header is drawn again once the user is read, and a question asked in that
  // moment can go with it (seen on a loaded machine, 1 run in 5, with the web app of before and after
  // issue 18); a tap while the menu still zooms in can also land on its edge. The menu settles first;
  // a person asks again; so does this, and three times without the question still fails.
  for (let attempt = 1; ; attempt += 1) {
    if (!(await signOut.isVisible())) await accountButton(page).click();
    await signOut.waitFor();
    await settled(page);
    await signOut.click();
    try {
      await question.waitFor({ timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await page.getByRole('button', { name: 'Yes, sign out' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('banner').getByRole('button', { name: /Sign In/ }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null, 'the session is forgotten');
}

describe('account entry', () => {
  const { server, browser } = serverAndBrowser();

  test('register: location on the map, credentials, SMS code, then signed in on the success page', async () => {
    const { page, context, problems } = await openStorePage(browser);
    try {
      await page.goto(`${server.url}/user/register`);
      await page.getByRole('heading', { name: /Select your location/ }).waitFor();

      // Step 1, Location: a place from the search box confirms a point inside the Sahiwal zone.
      const next = page.getByRole('button', { name: 'Next' });
      assert.equal(await next.isDisabled(), true, 'Next waits for a confirmed location');
      await page.getByLabel('Search Your Location').fill('Farid Town');
      // (antd's visible options are plain items; its role=option copies are for screen readers)
      await page.locator('.ant-select-item-option').filter({ hasText: /^Farid Town$/ }).click();
      await page.getByLabel('Full Address').fill('House 12, Street 4, Farid Town');
      await page.getByRole('radio', { name: 'Home' }).check();
      assert.equal(await page.getByText('Sorry! You are out of service area').count(), 0);
      await screenshot(page, 'register-location-1280x800.png');
      await next.click();

      // Step 2, Credentials.
      await page.getByRole('heading', { name: 'Registration is quick and easy' }).waitFor();
      await page.getByLabel('Name').fill(CUSTOMER.name);
      await page.getByRole('radio', { name: 'Miss.' }).check();
      await page.getByLabel('Email').fill(CUSTOMER.email);
      await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
      await page.getByLabel('Mobile number').pressSequentially(CUSTOMER.typedPhone);
      assert.equal(await page.getByLabel('Mobile number').inputValue(), '0300 123-45-67');
      await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
      const smsBefore = (await readOutbox(server.dataDir)).length;
      await page.getByRole('main').getByRole('button', { name: 'Register', exact: true }).click();

      // The verification screen, with the code the server "sent" by SMS.
      await page.getByText('Registration successful').waitFor();
      await page.getByRole('heading', { name: 'Phone Number Verification' }).waitFor();
      const code = await waitForCode(server.dataDir, { channel: 'sms', to: CUSTOMER.phone, digits: 4, seenBefore: smsBefore });
      await page.getByLabel('Digit 1 of 4').click();
      await page.keyboard.type(code); // each digit moves on to the next box
      await screenshot(page, 'register-verify-1280x800.png');
      await page.getByRole('button', { name: 'Verify Registration' }).click();

      await page.getByText('Verification successfull.').waitFor();
      await page.waitForURL(`${server.url}/user/register/success`);
      await page.getByText('Your registration is completed. Thank you for choosing Karyana').waitFor();
      await accountButton(page).waitFor();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
      assert.equal(stored?.email, CUSTOMER.email);
      assert.equal(stored?.phone_confirmed, 1);
      await screenshot(page, 'register-success-1280x800.png');

      await page.getByRole('button', { name: 'Home', exact: true }).click();
      await page.waitForURL(`${server.url}/`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('sign out from the account popover, then sign in again on /user/sign-in', async () => {
    const { page, context, problems } = await openStorePage(browser);
    try {
      await page.goto(`${server.url}/user/sign-in`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByLabel('Email').fill(CUSTOMER.email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Login fail').waitFor();

      await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${server.url}/`);
      await accountButton(page).waitFor();
      // A confirmed phone: no red 'Confirm Account' in the popover.
      await accountButton(page).click();
      await page.getByRole('button', { name: /Sign out/ }).waitFor();
      assert.equal(await page.getByRole('button', { name: /Confirm Account/ }).count(), 0);
      await accountButton(page).click(); // closes the popover again
      await page.getByRole('button', { name: /Sign out/ }).waitFor({ state: 'hidden' });

      await signOutFromPopover(page, server.url);

      // The header's Sign In opens the pop-up; signing in there keeps the page.
      await page.getByRole('banner').getByRole('button', { name: /Sign In/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign In To Your Account' });
      await dialog.getByLabel('Email').fill(CUSTOMER.email);
      await dialog.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await accountButton(page).waitFor();
      assert.equal(page.url(), `${server.url}/`);
      await signOutFromPopover(page, server.url);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('forgot password: e-mailed 6-digit code, new password, then sign in with it', async () => {
    const { page, context, problems } = await openStorePage(browser);
    try {
      await page.goto(`${server.url}/user/sign-in`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL(`${server.url}/user/forgot-password`);
      // The router keeps the old page up while the new one loads: wait for the new one.
      await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
      const mailsBefore = (await readOutbox(server.dataDir)).length;
      await page.getByLabel('Email').fill(CUSTOMER.email);
      await page.getByRole('button', { name: 'Send code' }).click();

      await page.waitForURL(`${server.url}/user/forgot-password/verify`);
      await page.getByText(/few moments/).waitFor();
      // A reload keeps the flow: the e-mail is remembered for the code check.
      await page.reload();
      await page.getByText(CUSTOMER.email).waitFor();
      const code = await waitForCode(server.dataDir, { channel: 'email', to: CUSTOMER.email, digits: 6, seenBefore: mailsBefore });
      await page.getByLabel('Code').fill(code);
      await page.getByRole('button', { name: 'Verify code' }).click();

      await page.waitForURL(`${server.url}/user/forgot-password/reset`);
      await page.getByLabel('New password').fill(CUSTOMER.newPassword);
      await page.getByLabel('Confirm password').fill(`${CUSTOMER.newPassword}x`);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByText('Password missmatch').waitFor();
      await page.getByLabel('Confirm password').fill(CUSTOMER.newPassword);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByText('Password Reset Successfull').first().waitFor();
      await screenshot(page, 'password-reset-1280x800.png');

      await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL(`${server.url}/user/sign-in`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByLabel('Email').fill(CUSTOMER.email);
      await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Login fail').waitFor(); // the old password no longer works

      await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.newPassword);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${server.url}/`);
      await accountButton(page).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
