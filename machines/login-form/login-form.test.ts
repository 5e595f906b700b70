// Login form: spec §5 rules from the contract, errors after the first submit, and the hand-over of
// valid credentials to the session; plus generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, createMachine } from 'xstate';
import { generatePaths } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type LoginFormEvent, loginFormMachine } from './login-form.machine';
import { loginFormWords } from './login-form.words';
import { selectErrors, selectFieldError } from './login-form.selectors';

function start() {
  const submitted = vi.fn();
  const machine = loginFormMachine.provide({
    actions: {
      'submit credentials': ({ context }) => submitted({ ...context.values }),
    },
  });
  const actor = createActor(machine);
  actor.start();
  const type = (field: 'username' | 'password', value: string) =>
    actor.send({ type: 'login.field.changed', field, value });
  return { actor, submitted, type };
}

describe('login form machine', () => {
  it('shows no error before the first submit', () => {
    const { actor, type } = start();
    type('username', 'a');
    expect(selectErrors(actor.getSnapshot())).toEqual({});
  });

  it('blocks an invalid submit and shows each field error with its rule', () => {
    const { actor, submitted, type } = start();
    type('username', 'ab');
    actor.send({ type: 'login.form.submitted' });
    expect(submitted).not.toHaveBeenCalled();
    expect(selectFieldError('username')(actor.getSnapshot())).toEqual({ key: 'minLength', params: { limit: 3 } });
    expect(selectFieldError('password')(actor.getSnapshot())).toEqual({ key: 'required' });
  });

  it('enforces the upper limits of spec §5', () => {
    const { actor, type } = start();
    type('username', 'u'.repeat(31));
    type('password', 'p'.repeat(101));
    actor.send({ type: 'login.form.submitted' });
    expect(selectErrors(actor.getSnapshot())).toEqual({
      username: { key: 'maxLength', params: { limit: 30 } },
      password: { key: 'maxLength', params: { limit: 100 } },
    });
  });

  it('updates the errors on every keystroke once checked', () => {
    const { actor, type } = start();
    actor.send({ type: 'login.form.submitted' });
    expect(selectFieldError('username')(actor.getSnapshot())?.key).toBe('required');
    type('username', 'demo');
    expect(selectFieldError('username')(actor.getSnapshot())).toBeUndefined();
    type('password', '1234');
    expect(selectFieldError('password')(actor.getSnapshot())).toEqual({ key: 'minLength', params: { limit: 5 } });
  });

  it('hands valid credentials to the session', () => {
    const { actor, submitted, type } = start();
    type('username', 'demo');
    type('password', 'demo1234');
    actor.send({ type: 'login.form.submitted' });
    expect(submitted).toHaveBeenCalledWith({ username: 'demo', password: 'demo1234' });
  });

  it('sends login.submitted to the actor registered as the session', () => {
    const received: unknown[] = [];
    // The real action addresses the session through the actor system, as the app wires it.
    const session = createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } });
    const host = createActor(
      createMachine({
        invoke: [
          { src: session, systemId: 'session' },
          { id: 'form', src: loginFormMachine },
        ],
      }),
    );
    host.start();
    const form = host.getSnapshot().children.form as ActorRefFrom<typeof loginFormMachine>;
    form.send({ type: 'login.field.changed', field: 'username', value: 'demo' });
    form.send({ type: 'login.field.changed', field: 'password', value: 'demo1234' });
    form.send({ type: 'login.form.submitted' });
    expect(received).toEqual([{ type: 'login.submitted', username: 'demo', password: 'demo1234' }]);
  });
});

describe('login form machine: generated paths', () => {
  const events = (): LoginFormEvent[] => [
    { type: 'login.field.changed', field: 'username', value: 'demo' },
    { type: 'login.field.changed', field: 'password', value: 'demo1234' },
    { type: 'login.field.left', field: 'username' },
    { type: 'login.form.submitted' },
  ];
  const machine = loginFormMachine.provide({ actions: { 'submit credentials': () => {} } });
  const suite = generatePaths(machine, {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.values]),
    words: loginFormWords,
  });

  testEveryPath(machine, suite, (actual, expected) => expect(actual.context).toEqual(expected.context));
});
