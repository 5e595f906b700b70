// The dynamic payment dialog in the browser (spec §2): a method's form from the server, its checks,
// the stepper, the submit to the demo gateway (a card deposit answers the hosted page's link), a bank
// transfer's answer, and a withdrawal that closes the dialog. Each suite is one real method of the demo
// seed, so the fields the machine is given are the ones payment/detail answers.
import { verifyFullyThroughApi } from '../../pages/verification';
import { expect, type Page } from '@playwright/test';
import {
  DETAIL_ERROR_CLOSE_DELAY,
  type PaymentMethodRef,
  paymentDialogMachine,
  STEP_REPEAT_DELAY,
  STEP_REPEAT_INTERVAL,
  WITHDRAW_CLOSE_DELAY,
} from '../../../../machines/payment-dialog/payment-dialog.machine';
import { type PaymentField, paymentFormErrors } from '../../../../machines/payment-dialog/payment-values';
import { type PathMethod, pathMethods, paymentDialogPaths } from '../../../../machines/payment-dialog/payment-dialog.paths';
import { fundedPlayer } from '../../pages/funding';
import { freshPlayerLoggedIn } from '../../pages/payments-data';
import { PaymentDialog, PaymentMethodsPage } from '../../pages/payments-page';
import { Site } from '../../pages/site';
import { type BrowserModel, delayEvent, type EventAction, failRequest, expectFieldErrors, freezeClock, holdRequest, releaseRequest, requestEvents } from '../model';

// The suites of the vitest replays (machines/payment-dialog/payment-dialog.paths.ts): one per seeded method.
const methods = pathMethods;
type Suite = PathMethod;
const suites = paymentDialogPaths();

const dialogOf = (page: Page, suite: Suite) => new PaymentDialog(page, methods[suite].ref.title);
const suiteOf = (snapshot: { context: { method: PaymentMethodRef } }): Suite =>
  (Object.keys(methods) as Suite[]).find((suite) => methods[suite].ref.title === snapshot.context.method.title)!;
/** The page's clock is paused by a held stepper's delays. */
const pausedClocks = new WeakSet<Page>();

/** The amount field's label with the method's limits, as the server writes it ("Tutar (₺50 - ₺50.000)"). */
const labelOf = (field: PaymentField) => field.label;

/** The form as the machine holds it: each value in its field, each left field's error shown or not. */
async function expectForm(page: Page, snapshot: { context: { method: PaymentMethodRef; fields: PaymentField[]; values: Record<string, string>; touched: string[] } }) {
  const suite = suiteOf(snapshot);
  const dialog = dialogOf(page, suite);
  await dialog.expectOpen();
  const { fields, values, touched } = snapshot.context;
  const errors = paymentFormErrors(fields, values);
  for (const field of fields) await expect(dialog.field(labelOf(field))).toHaveValue(values[field.key] ?? '');
  // Spec §5: an error shows under a field once it is left, while the value is not valid.
  await expectFieldErrors(dialog.root, Object.fromEntries(fields.map((field) => [labelOf(field), touched.includes(field.key) && errors[field.key] ? true : null])));
  const submit = dialog.submit(snapshot.context.method.type === 1 ? 'Yatır' : 'Çek');
  if (Object.keys(errors).length === 0) await expect(submit).toBeEnabled();
  else await expect(submit).toBeDisabled();
}

/** A held stepper's timer: the page's clock stops before the press and moves on by the delay only. */
/** Stops the page's clock for the stepper (once: released, it runs again). */
async function stopStepperClock(page: Page) {
  if (pausedClocks.has(page)) return;
  await freezeClock(page);
  pausedClocks.add(page);
}

function stepperDelay(ms: number): EventAction {
  return {
    arm: stopStepperClock,
    act: async (page) => {
      await page.clock.runFor(ms);
    },
  };
}

/** The submit's request, held (a deposit's or a withdrawal's), then answered by the server or dropped. */
function submitAnswer(answer: (page: Page, path: string) => Promise<void>): EventAction {
  return {
    arm: async (page) => {
      await holdRequest(page, '/api/payment/deposit');
      await holdRequest(page, '/api/payment/withdraw');
    },
    act: (page, _event, before) => answer(page, before.context.method.type === 1 ? '/api/payment/deposit' : '/api/payment/withdraw'),
  };
}

const stepUp = (page: Page) => dialogOf(page, 'card').root.getByRole('button', { name: 'Artır' });

export const paymentDialogModel: BrowserModel<typeof paymentDialogMachine> = {
  flow: 'payment-dialog',
  machine: paymentDialogMachine,
  suites,
  // payment/detail answers every seeded method's fields; a reopened link is the card's alone.
  possible: (event, before) => {
    if (event.type === 'xstate.done.actor.loadPaymentDetail') return Array.isArray(event.output) && event.output.length > 0;
    // A change that writes the value already there is no change on the page.
    if (event.type === 'payment.field.changed') return before.context.values[event.key as string] !== event.value;
    return true;
  },
  start: async (page, suite) => {
    const which = suite as Suite;
    if (which === 'withdrawal') {
      const { player, auth } = await fundedPlayer(page.request, 500);
      // Withdrawals need full verification (issue 19).
      await verifyFullyThroughApi(page.request, auth, player.phone);
      const site = new Site(page);
      await site.goto('/');
      await site.login(player.username, player.password);
      await site.loginDialog.expectClosed();
    } else await freshPlayerLoggedIn(page, page.request);
    const methodsPage = new PaymentMethodsPage(page);
    if (which === 'withdrawal') await methodsPage.gotoWithdraw();
    else await methodsPage.gotoDeposit();
    await page.getByTestId('payment-methods').getByRole('button', { name: methods[which].ref.title }).click();
  },
  states: {
    'paymentDialog.loading': async (page, snapshot) => {
      const dialog = dialogOf(page, suiteOf(snapshot));
      await expect(dialog.root).toBeVisible();
      await expect(dialog.root.getByRole('status')).toHaveText('Yükleniyor...');
    },
    // The form never came: the dialog, empty (no spinner, no field), waits out its close delay.
    'paymentDialog.failed': async (page, snapshot) => {
      const dialog = dialogOf(page, suiteOf(snapshot));
      await expect(dialog.root).toBeVisible();
      await expect(dialog.root.getByRole('status')).toHaveCount(0);
      await expect(dialog.root.getByRole('textbox')).toHaveCount(0);
    },
    'paymentDialog.loaded.idle': (page, snapshot) => expectForm(page, snapshot),
    'paymentDialog.loaded.stepping.waiting': (page, snapshot) => expectForm(page, snapshot),
    'paymentDialog.loaded.stepping.repeating': (page, snapshot) => expectForm(page, snapshot),
    'paymentDialog.submitting': async (page, snapshot) => {
      const dialog = dialogOf(page, suiteOf(snapshot));
      await expect(dialog.root.locator('button[type="submit"]')).toHaveAttribute('aria-busy', 'true');
    },
    // Spec §2: the way back to the provider's page stays in the dialog.
    'paymentDialog.linkReady': async (page, snapshot) => {
      const dialog = dialogOf(page, suiteOf(snapshot));
      await expect(dialog.root.getByText('İşleme devam etmek için aşağıdaki butona tıklayın!')).toBeVisible();
      await expect(dialog.root.getByRole('button', { name: 'Devam Et' })).toBeVisible();
    },
    // The bank transfer's answer: the bank details, the form gone (a `message` method).
    'paymentDialog.congratulations': async (page, snapshot) => {
      const dialog = dialogOf(page, suiteOf(snapshot));
      const answer = dialog.root.getByTestId('payment-congratulations');
      await expect(answer).toContainText('Tebrikler!');
      await expect(answer).toContainText('TR49 0099 9000 0000 0000 0123 45');
      await expect(dialog.field('Tutar')).toHaveCount(0);
    },
    // The withdrawal is asked for: the dialog still shows while its close delay runs.
    'paymentDialog.withdrawn': async (page, snapshot) => {
      await expect(dialogOf(page, suiteOf(snapshot)).root).toBeVisible();
    },
    'paymentDialog.closed': async (page, snapshot) => {
      await expect(dialogOf(page, suiteOf(snapshot)).root).toBeHidden();
    },
  },
  events: {
    ...requestEvents('loadPaymentDetail', '/api/payment/detail'),
    // The failed state closes the dialog 100 ms later by itself: the clock stops (once the dialog is up,
    // its code loaded) before the failure.
    'xstate.error.actor.loadPaymentDetail': {
      arm: (page) => holdRequest(page, '/api/payment/detail'),
      act: async (page) => {
        await freezeClock(page);
        await failRequest(page, '/api/payment/detail');
      },
    },
    'xstate.done.actor.submitPayment': submitAnswer(releaseRequest),
    'xstate.error.actor.submitPayment': submitAnswer(failRequest),
    'payment.field.changed': async (page, event, before) => {
      const suite = suiteOf(before);
      const field = methods[suite].fields.find((candidate) => candidate.key === event.key)!;
      const input = dialogOf(page, suite).field(labelOf(field));
      if (field.objectType === 7) await input.selectOption(String(event.value));
      else await input.fill(String(event.value));
    },
    'payment.field.left': async (page, event, before) => {
      const suite = suiteOf(before);
      const field = methods[suite].fields.find((candidate) => candidate.key === event.key)!;
      const input = dialogOf(page, suite).field(labelOf(field));
      await input.focus();
      await input.blur();
    },
    'payment.submitted': async (page, _event, before) => {
      await dialogOf(page, suiteOf(before)).submit(before.context.method.type === 1 ? 'Yatır' : 'Çek').click();
    },
    'payment.link.reopened': async (page, _event, before) => {
      const popup = page.context().waitForEvent('page');
      await dialogOf(page, suiteOf(before)).root.getByRole('button', { name: 'Devam Et' }).click();
      expect((await popup).url()).toMatch(/\/gateway\/demo\/pay\//);
    },
    'payment.step.pressed': async (page) => {
      // The hold repeats by itself after 500 ms: the clock stops first (a busy machine can take longer
      // than that to assert the waiting state), and only the delay's own event moves it on.
      await stopStepperClock(page);
      await stepUp(page).hover();
      await page.mouse.down();
    },
    'payment.step.released': async (page) => {
      await page.mouse.up();
      if (pausedClocks.has(page)) {
        pausedClocks.delete(page);
        await page.clock.resume();
      }
    },
    'xstate.after.stepRepeatDelay.paymentDialog.loaded.stepping.waiting': stepperDelay(STEP_REPEAT_DELAY),
    'xstate.after.stepRepeatInterval.paymentDialog.loaded.stepping.repeating': stepperDelay(STEP_REPEAT_INTERVAL),
    'xstate.after.detailErrorClose.paymentDialog.failed': delayEvent(DETAIL_ERROR_CLOSE_DELAY),
    'xstate.after.withdrawClose.paymentDialog.withdrawn': delayEvent(WITHDRAW_CLOSE_DELAY),
  },
};
