// The roulette's page (issue 21): being ported from server/studio/pages/roulette.ts, which still serves it meanwhile.
import type { StudioGameProps } from '../../types';

export default function Page(_props: StudioGameProps) {
  return null;
}
