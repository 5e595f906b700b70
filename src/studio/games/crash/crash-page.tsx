// The crash's page (issue 21): being ported from server/studio/pages/crash.ts, which still serves it meanwhile.
import type { StudioGameProps } from '../../types';

export default function Page(_props: StudioGameProps) {
  return null;
}
