// UI effects at the app edge: the toaster's spec §9 settings and durations, and the text a failed
// call shows.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../common/contract/client';
import { failureMessage, sessionEffects } from '../../../src/app/effects';
import { createTranslator, loadBuiltInTexts } from '../../../src/i18n/translate';
import { notify, toaster } from '../../../src/ui/toaster';

const t = createTranslator('tr', {});

// The areas' texts load on demand in the app; these tests read some of them.
beforeAll(() => loadBuiltInTexts());

afterEach(() => toaster.remove());

describe('toaster', () => {
  it('shows toasts top-center, at most 5, kept 800 ms for the exit', () => {
    expect(toaster.attrs.placement).toBe('top');
    expect(toaster.attrs.max).toBe(5);
    expect(toaster.attrs.removeDelay).toBe(800);
  });

  it('keeps info, success, error, warning and blank toasts 4000 ms, loading ones 30000 ms', () => {
    notify.info('i');
    notify.success('s');
    notify.error('e');
    notify.warning('w');
    notify.blank('b');
    const durations = Object.fromEntries(toaster.getVisibleToasts().map((toast) => [toast.description, toast.duration]));
    expect(durations).toEqual({ i: 4000, s: 4000, e: 4000, w: 4000, b: 4000 });
    toaster.remove();
    notify.loading('l');
    expect(toaster.getVisibleToasts().map((toast) => [toast.type, toast.duration])).toEqual([['loading', 30000]]);
  });
});

describe('failure messages', () => {
  it("show the server's message when there is one (spec §8)", () => {
    expect(failureMessage(new ApiError('Kullanıcı adı veya şifre hatalı', 400), t)).toBe('Kullanıcı adı veya şifre hatalı');
  });

  it('explain an unreachable server or an unexpected failure in the player language', () => {
    expect(failureMessage(new ApiError('', 0), t)).toBe(t('errors.network'));
    expect(failureMessage(new ApiError('', 500), t)).toBe(t('errors.unexpected'));
    expect(failureMessage(new TypeError('Failed to fetch'), t)).toBe(t('errors.network'));
  });

  it('raise the login result as toasts (the toaster loads with the first one)', async () => {
    const effects = sessionEffects({ translate: () => t, navigateHome: () => {}, reloadPage: () => {} });
    effects['notify success'](undefined, { message: 'Hoş geldiniz' });
    effects['notify failure'](undefined, { error: new ApiError('Hatalı şifre', 400) });
    await expect.poll(() => toaster.getVisibleToasts().length).toBe(2);
    const shown = toaster.getVisibleToasts().map((toast) => [toast.type, toast.description]);
    expect(shown).toEqual(
      expect.arrayContaining([
        ['success', 'Hoş geldiniz'],
        ['error', 'Hatalı şifre'],
      ]),
    );
  });
});
