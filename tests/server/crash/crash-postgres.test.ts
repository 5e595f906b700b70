// The kill -9 suite (see crash.suite.ts) on postgres.
import { killNineSuite } from './crash.suite';

killNineSuite('postgres');
