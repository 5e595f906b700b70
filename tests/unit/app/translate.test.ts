// Translations: the bootstrap's texts first, the built-in texts of the language as fallback,
// placeholders filled; and the key list the server seeds from is complete and consistent.
import { describe, expect, it } from 'vitest';
import { translationKeys } from '../../../common/i18n/keys';
import { builtInTextsVersion, createTranslator, loadBuiltInTexts, subscribeBuiltInTexts } from '../../../src/i18n/translate';

describe('translator', () => {
  it('prefers the text the server sent', () => {
    const t = createTranslator('tr', { 'header.login': 'Oturum Aç' });
    expect(t('header.login')).toBe('Oturum Aç');
  });

  it("loads the built-in texts on demand and tells subscribers once", async () => {
    // None is in the first load (the inlined bootstrap carries the server's copy): until they load, a key
    // the server did not send reads as itself.
    if (builtInTextsVersion() === 0) expect(createTranslator('en', {})('common.loading')).toBe('common.loading');
    let told = 0;
    const stop = subscribeBuiltInTexts(() => {
      told += 1;
    });
    const before = builtInTextsVersion();
    await Promise.all([loadBuiltInTexts(), loadBuiltInTexts()]);
    stop();
    // Loaded once per page: a second call (or a test file that loaded them earlier) adds nothing.
    expect(told).toBe(before === 0 ? 1 : 0);
    expect(builtInTextsVersion()).toBe(1);
    expect(createTranslator('tr', {})('financial.continuePayment')).toBe('Ödemeye Devam Et');
    expect(createTranslator('en', {})('financial.continuePayment')).toBe('Continue payment');
    expect(createTranslator('en', {})('common.loading')).toBe('Loading...');
  });

  it('falls back to the built-in text of the player language', async () => {
    await loadBuiltInTexts();
    expect(createTranslator('tr', {})('header.login')).toBe('Giriş Yap');
    expect(createTranslator('en', {})('header.login')).toBe('Login');
  });

  it('fills placeholders', async () => {
    await loadBuiltInTexts();
    expect(createTranslator('tr', {})('validation.minLength', { limit: 3 })).toBe('En az 3 karakter giriniz.');
    expect(createTranslator('en', {})('validation.maxLength', { limit: 30 })).toBe('Enter at most 30 characters.');
  });
});

describe('translation keys', () => {
  it('are unique and have Turkish and English texts', () => {
    const keys = translationKeys.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of translationKeys) {
      expect(entry.tr.trim(), entry.key).not.toBe('');
      expect(entry.en.trim(), entry.key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const entry of translationKeys) {
      expect(placeholders(entry.tr), entry.key).toEqual(placeholders(entry.en));
    }
  });

  it('cover every validation error the contract validator can report', () => {
    const errorKeys = ['required', 'type', 'enum', 'minLength', 'maxLength', 'pattern', 'email', 'date', 'min', 'max', 'minItems', 'maxItems', 'mismatch'];
    const keys = new Set<string>(translationKeys.map((entry) => entry.key));
    for (const error of errorKeys) expect(keys.has(`validation.${error}`), error).toBe(true);
  });
});
