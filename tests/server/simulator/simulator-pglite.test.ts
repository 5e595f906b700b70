// The money simulator (see simulator.suite.ts) on pglite.
import { moneySimulator } from './simulator.suite';

moneySimulator('pglite');
