// Back-office sign-in: the password step, the code step, the enrolment with its recovery codes shown
// once, the server's refusals (an already used code) and starting over; the calls themselves; plus
// generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type OperatorChallenge, type OperatorSession, signInActors } from './backoffice-sign-in.actors';
import { type SignInEvent, signInMachine } from './backoffice-sign-in.machine';
import { selectEnrolment, selectError, selectIsBusy, selectRecoveryCodes, selectStep } from './backoffice-sign-in.selectors';
import { backofficeSignInWords } from './backoffice-sign-in.words';

const totpChallenge: OperatorChallenge = { challenge: 'c'.repeat(32), kind: 'totp', expiresAt: '2026-11-26T12:05:00.000Z' };
const enrolChallenge: OperatorChallenge = {
  challenge: 'e'.repeat(32),
  kind: 'enrol',
  expiresAt: '2026-11-26T12:05:00.000Z',
  enrolment: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Casino:aylin?secret=JBSWY3DPEHPK3PXP', qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+' },
};
const session: OperatorSession = { token: 't'.repeat(40), username: 'aylin', role: 'admin', permissions: ['self'], expiresAt: '2026-11-26T20:00:00.000Z' };

function start() {
  const password = controllable<{ username: string; password: string }, OperatorChallenge, { username: string; password: string }>(
    ({ username, password }) => ({ username, password }),
  );
  const code = controllable<{ challenge: string; code: string }, OperatorSession>();
  const actor = createActor(signInMachine.provide({ actors: { checkPassword: password.logic as never, verifyCode: code.logic as never } })).start();
  const type = (field: 'username' | 'password' | 'code', value: string) => actor.send({ type: 'signIn.field.changed', field, value });
  return { actor, password, code, type, snapshot: () => actor.getSnapshot() };
}

describe('back-office sign-in machine', () => {
  it('sends nothing until the username and a password of 5 or more are typed', () => {
    const { actor, password, type } = start();
    actor.send({ type: 'signIn.password.submitted' });
    type('username', 'aylin');
    type('password', 'abcd');
    actor.send({ type: 'signIn.password.submitted' });
    expect(password.calls).toEqual([]);
    type('password', 'abcde');
    actor.send({ type: 'signIn.password.submitted' });
    expect(password.calls).toEqual([{ username: 'aylin', password: 'abcde' }]);
  });

  it('password, then a six-digit code, ends with the session as output', async () => {
    const { actor, password, code, type, snapshot } = start();
    type('username', 'aylin');
    type('password', 'secret-pass');
    actor.send({ type: 'signIn.password.submitted' });
    expect(selectIsBusy(snapshot())).toBe(true);
    await password.resolve(totpChallenge);
    expect(selectStep(snapshot())).toBe('code');
    expect(selectEnrolment(snapshot())).toBeNull();
    type('code', '12345');
    actor.send({ type: 'signIn.code.submitted' });
    expect(code.calls).toEqual([]);
    type('code', '123456');
    actor.send({ type: 'signIn.code.submitted' });
    expect(code.calls).toEqual([{ challenge: totpChallenge.challenge, code: '123456' }]);
    await code.resolve(session);
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ ...session, recoveryCodes: [] });
  });

  it('a refused code shows the server words (code already used), clears the code and keeps the challenge', async () => {
    const { actor, password, code, type, snapshot } = start();
    type('username', 'aylin');
    type('password', 'secret-pass');
    actor.send({ type: 'signIn.password.submitted' });
    await password.resolve(totpChallenge);
    type('code', '123456');
    actor.send({ type: 'signIn.code.submitted' });
    await code.reject(new ApiError('This code was already used; wait for the next one', 400));
    expect(selectStep(snapshot())).toBe('code');
    expect(selectError(snapshot())).toBe('This code was already used; wait for the next one');
    expect(snapshot().context.values.code).toBe('');
    type('code', '654321');
    actor.send({ type: 'signIn.code.submitted' });
    expect(selectError(snapshot())).toBeNull();
    expect(code.calls.at(-1)).toEqual({ challenge: totpChallenge.challenge, code: '654321' });
  });

  it('accepts a recovery code in place of a TOTP code', async () => {
    const { actor, password, code, type } = start();
    type('username', 'aylin');
    type('password', 'secret-pass');
    actor.send({ type: 'signIn.password.submitted' });
    await password.resolve(totpChallenge);
    type('code', 'AB12-CD34-EF56-GH78');
    actor.send({ type: 'signIn.code.submitted' });
    expect(code.calls).toHaveLength(1);
  });

  it('enrolment: QR and secret, the first code confirms, the recovery codes show once, then the session', async () => {
    const { actor, password, code, type, snapshot } = start();
    type('username', 'newop');
    type('password', 'first-password');
    actor.send({ type: 'signIn.password.submitted' });
    await password.resolve(enrolChallenge);
    expect(selectStep(snapshot())).toBe('enrol');
    expect(selectEnrolment(snapshot())?.secret).toBe('JBSWY3DPEHPK3PXP');
    type('code', '000111');
    actor.send({ type: 'signIn.code.submitted' });
    await code.resolve({ ...session, recoveryCodes: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'] });
    expect(selectStep(snapshot())).toBe('recoveryCodes');
    expect(selectRecoveryCodes(snapshot())).toEqual(['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH']);
    actor.send({ type: 'signIn.recoveryCodes.acknowledged' });
    // The codes are not handed on: the session the app keeps carries none.
    expect(snapshot().output).toEqual({ ...session, recoveryCodes: [] });
  });

  it('a wrong password shows the refusal and stays on the password step; no answer at all says network', async () => {
    const { actor, password, type, snapshot } = start();
    type('username', 'aylin');
    type('password', 'wrong-pass');
    actor.send({ type: 'signIn.password.submitted' });
    await password.reject(new ApiError('Kullanıcı adı veya şifre hatalı', 400));
    expect(selectStep(snapshot())).toBe('password');
    expect(selectError(snapshot())).toBe('Kullanıcı adı veya şifre hatalı');
    actor.send({ type: 'signIn.password.submitted' });
    await password.reject(new TypeError('Failed to fetch'));
    expect(selectError(snapshot())).toBe('network');
  });

  it('starting over from the code step forgets the challenge, the password and the code', async () => {
    const { actor, password, type, snapshot } = start();
    type('username', 'aylin');
    type('password', 'secret-pass');
    actor.send({ type: 'signIn.password.submitted' });
    await password.resolve(totpChallenge);
    type('code', '12');
    actor.send({ type: 'signIn.restarted' });
    expect(selectStep(snapshot())).toBe('password');
    expect(snapshot().context.challenge).toBeNull();
    expect(snapshot().context.values).toEqual({ username: 'aylin', password: '', code: '' });
  });
});

describe('back-office sign-in actors', () => {
  it('posts the password to ops/auth/login and the code with the challenge to ops/auth/totp', async () => {
    const { api: client, requests } = recordingApi((request) =>
      request.url.endsWith('/ops/auth/login') ? ok(totpChallenge) : ok(session),
    );
    const { checkPassword, verifyCode } = signInActors(client);
    expect(await outputOf(checkPassword, { username: 'aylin', password: 'secret-pass' })).toEqual(totpChallenge);
    expect(await outputOf(verifyCode, { challenge: totpChallenge.challenge, code: '123456' })).toEqual(session);
    expect(requests.map(({ url, body }) => ({ url, body }))).toEqual([
      { url: 'http://site.test/api/ops/auth/login', body: { username: 'aylin', password: 'secret-pass' } },
      { url: 'http://site.test/api/ops/auth/totp', body: { challenge: totpChallenge.challenge, code: '123456' } },
    ]);
  });
});

describe('back-office sign-in machine: generated paths', () => {
  const machine = signInMachine.provide({ actors: { checkPassword: pending as never, verifyCode: pending as never } });
  const events = (): SignInEvent[] =>
    [
      { type: 'signIn.field.changed', field: 'username', value: 'aylin' },
      { type: 'signIn.field.changed', field: 'password', value: 'secret-pass' },
      { type: 'signIn.field.changed', field: 'code', value: '123456' },
      { type: 'signIn.password.submitted' },
      { type: 'signIn.code.submitted' },
      { type: 'signIn.restarted' },
      { type: 'signIn.recoveryCodes.acknowledged' },
      { type: 'xstate.done.actor.checkPassword', output: totpChallenge },
      { type: 'xstate.done.actor.checkPassword', output: enrolChallenge },
      { type: 'xstate.error.actor.checkPassword', error: new ApiError('Hatalı', 400) },
      { type: 'xstate.done.actor.verifyCode', output: session },
      { type: 'xstate.error.actor.verifyCode', error: new ApiError('Kod kullanıldı', 400) },
      { type: 'xstate.done.actor.confirmEnrolment', output: { ...session, recoveryCodes: ['AAAA-BBBB-CCCC-DDDD'] } },
      { type: 'xstate.done.actor.confirmEnrolment', output: session },
      { type: 'xstate.error.actor.confirmEnrolment', error: new ApiError('Kod hatalı', 400) },
    ] as SignInEvent[];
  const suite = generatePaths(machine, {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.values, snapshot.context.challenge?.kind ?? null]),
    words: backofficeSignInWords,
  });
  testEveryPath(machine, suite, (actual, expected) => expect(actual.context.values).toEqual(expected.context.values));
});
