// A studio timetable's time from the environment (keno's draw cycle, tombala's rooms): a whole number of
// milliseconds of at least `min`, or undefined when the variable is unset or empty. Anything else stops
// the start with the variable named, so every instance runs the same times or none starts.
export function envMilliseconds(env: Record<string, string | undefined>, name: string, min: number): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${name} must be a whole number of milliseconds, at least ${min}`);
  return value;
}
