// The sportsbook's pure rules, shared by the server, the bet slip machine and the screens.
export * from './odds';
export * from './odds-format';
export * from './systems';
export * from './settlement';
