// The kill -9 suite (see crash.suite.ts) on pglite.
import { killNineSuite } from './crash.suite';

killNineSuite('pglite');
