// The model-based browser tests' coverage check (tests/e2e/model/model.ts), without a browser: a state
// left without an assertion, an event without an action, or an entry for a state the machine does not
// have is named, so the flow's coverage test fails on it.
import { describe, expect, it } from 'vitest';
import { loginFormModel } from '../../e2e/model/flows/login-form';
import { browserPaths, modelGaps } from '../../e2e/model/model';

describe('model coverage check', () => {
  it('passes the login form model as written', () => {
    const { transitionsOutOfReach: _, ...gaps } = modelGaps(loginFormModel);
    expect(gaps).toEqual({ statesWithoutAssertion: [], eventsWithoutAction: [], unknownStates: [], unknownEvents: [], statesOutOfReach: [] });
  });

  it('names a state without assertion, an event without action and a stale entry', () => {
    const { 'loginForm.checked': _checked, ...states } = loginFormModel.states;
    const { 'login.field.left': _left, ...events } = loginFormModel.events;
    const gaps = modelGaps({ ...loginFormModel, states: { ...states, 'loginForm.submitting': states['loginForm.pristine']! }, events });
    expect(gaps.statesWithoutAssertion).toEqual(['loginForm.checked']);
    expect(gaps.eventsWithoutAction).toEqual(['login.field.left']);
    expect(gaps.unknownStates).toEqual(['loginForm.submitting']);
  });

  it('runs no path in the browser that the page cannot walk', () => {
    // A successful sign-in closes the dialog (login-form.ts `possible`): no path goes on after it.
    const names = browserPaths(loginFormModel).map((entry) => entry.name);
    expect(names).toContain('login: types "demo" in username, then types "demo1234" in password, then presses Sign in');
    expect(names.filter((name) => name.includes('presses Sign in, then') && name.startsWith('login: types "demo" in username, then types "demo1234"'))).toEqual([]);
  });
});
