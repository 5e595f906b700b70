// The money simulator (see simulator.suite.ts) on postgres.
import { moneySimulator } from './simulator.suite';

moneySimulator('postgres');
