// The committed flow pages (docs/flows/) must match the machines: a diagram (.md) and a table page
// (.html) per machine file and the index, none left over, none stale. Run `npm run flows` after
// changing a machine.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../../machines/session/session.machine';
import { loginFormWords } from '../../../machines/login-form/login-form.words';
import { appMachine } from '../../../machines/app/app.machine';
import { loginFormMachine } from '../../../machines/login-form/login-form.machine';
import { flowTitle } from '../../../machines/testing/path-coverage';
import { flowsDir, loadFlows, machineFiles, renderFlowHtml, renderFlows, renderMermaid } from '../../../scripts/flows';

const flows = await renderFlows();

describe('flow diagrams', () => {
  it.each(flows.map((flow) => [flow.path.split('/').pop(), flow] as const))(
    '%s is up to date (run `npm run flows`)',
    (_, flow) => {
      expect(existsSync(flow.path), `${flow.path} is missing`).toBe(true);
      expect(readFileSync(flow.path, 'utf8')).toBe(flow.content);
    },
  );

  it('exist for every machine file and for nothing else, with an index', () => {
    const expected = [...machineFiles().flatMap((file) => [`${file.flow}.md`, `${file.flow}.html`]), 'README.md'];
    const committed = existsSync(flowsDir) ? readdirSync(flowsDir).sort() : [];
    expect(committed).toEqual(expected.sort());
  });

  it('show a machine for every machine file', () => {
    for (const flow of flows.filter((file) => file.path.endsWith('.md') && !file.path.endsWith('README.md'))) {
      expect(flow.content, flow.path).toContain('stateDiagram-v2');
    }
  });

  it('index every flow with a line on what it does and links to both pages', () => {
    const index = flows.find((flow) => flow.path.endsWith('README.md'))!.content;
    for (const { flow } of machineFiles()) expect(index).toContain(`[diagram](${flow}.md), [tables](${flow}.html)`);
    expect(index).toContain('| login | The sign-in form: checks the username and password as the player types');
  });

  it('render each flow as HTML with no script and nothing fetched from the network', async () => {
    for (const flow of flows.filter((file) => file.path.endsWith('.html'))) {
      expect(flow.content, flow.path).not.toMatch(/<script|<link|src=|https?:\/\//);
    }
    const login = (await loadFlows()).find((flow) => flow.flow === 'login-form')!;
    const html = renderFlowHtml(login);
    expect(html).toContain('<tr><td>pristine (starts here)</td><td>Nothing sent yet, so no errors are shown</td></tr>');
    expect(html).toContain('<td>presses Sign in</td>');
  });

  it('describe states in plain words and name events as a person would', () => {
    const diagram = renderMermaid(loginFormMachine, loginFormWords);
    expect(diagram).toContain('note right of loginForm_checked : Sent once, so every change is checked and its error shown');
    expect(diagram).toContain('loginForm_pristine --> loginForm_checked : presses Sign in [are credentials valid] / submit credentials');
    expect(diagram).toContain('types in a field / set field');
  });

  it("draw the app's forwarding once, not as a self-loop per event", () => {
    const diagram = renderMermaid(appMachine);
    const loops = diagram.split('\n').filter((line) => /^\s*app --> app : /.test(line));
    expect(loops.filter((line) => line.includes('forward to'))).toEqual([]);
    expect(loops.filter((line) => line.includes('passes '))).toHaveLength(1);
    // The rest are the app's own actions (balance pushes, a reconnect's resync, the dialogs' news kept for
    // the popup, the live chat, the popup's close, page actors): eight, one line each.
    expect(loops.length).toBeLessThanOrEqual(8);
  });

  it('give every machine its own title, so path names are unique across flows', async () => {
    const titles = (await loadFlows()).flatMap((flow) => flow.machines.map(({ machine }) => flowTitle(machine, flow.words)));
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  it('draw each state and each transition with its event, guard and actions', () => {
    const diagram = renderMermaid(sessionMachine);
    expect(diagram.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(diagram).toContain('state "waiting" as session_player_balance_waiting');
    expect(diagram).toContain('session_restoring --> session_player : right away [has stored session]');
    expect(diagram).toContain('session_player_balance_waiting --> session_player_balance_refreshing : after balance poll');
    expect(diagram).toContain('session_player_expiry_counting --> session_player_expiry_warning : after expiry warning');
    expect(diagram).toContain(
      'session_loggingIn --> session_player : login finished / set session, persist session, announce token, notify success, close all dialogs',
    );
  });
});
