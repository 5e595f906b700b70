// Spec §9: under 900 px is the phone layout (games open in the play modal, launched as mobile).
export const PHONE_QUERY = '(max-width: 899.98px)';

export function isPhoneViewport(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}
