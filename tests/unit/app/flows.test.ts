// The committed flow diagrams (docs/flows/) must match the machines: one per machine file, none
// left over, none stale. Run `npm run flows` after changing a machine.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../../machines/session/session.machine';
import { flowsDir, machineFiles, renderFlows, renderMermaid } from '../../../scripts/flows';

const flows = await renderFlows();

describe('flow diagrams', () => {
  it.each(flows.map((flow) => [flow.path.split('/').pop(), flow] as const))(
    '%s is up to date (run `npm run flows`)',
    (_, flow) => {
      expect(existsSync(flow.path), `${flow.path} is missing`).toBe(true);
      expect(readFileSync(flow.path, 'utf8')).toBe(flow.content);
    },
  );

  it('exist for every machine file and for nothing else', () => {
    const expected = machineFiles().map((file) => `${file.flow}.md`);
    const committed = existsSync(flowsDir) ? readdirSync(flowsDir).filter((name) => name.endsWith('.md')).sort() : [];
    expect(committed).toEqual(expected.sort());
  });

  it('show a machine for every machine file', () => {
    for (const flow of flows) expect(flow.content, flow.path).toContain('stateDiagram-v2');
  });

  it('draw each state and each transition with its event, guard and actions', () => {
    const diagram = renderMermaid(sessionMachine);
    expect(diagram.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(diagram).toContain('state "waiting" as session_player_balance_waiting');
    expect(diagram).toContain('session_restoring --> session_player : always [has stored session]');
    expect(diagram).toContain('session_player_balance_waiting --> session_player_balance_refreshing : after balance poll');
    expect(diagram).toContain('session_player_expiry_counting --> session_player_expiry_warning : after expiry warning');
    expect(diagram).toContain(
      'session_loggingIn --> session_player : done login / set session, persist session, notify success, close all dialogs',
    );
  });
});
