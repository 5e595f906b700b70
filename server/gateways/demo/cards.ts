// Card checks of the demo gateway's hosted page (Luhn, expiry, CVC, holder) and its test cards: which
// numbers are approved and which are declined, and why. Any other valid number is declined, so nobody
// mistakes the demo page for one that charges real cards.

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'not_test_card';

export interface TestCard {
  number: string;
  brand: string;
  outcome: 'approved' | 'declined';
  declineCode?: DeclineCode;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'Visa', outcome: 'approved' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'approved' },
  { number: '9792030000000000', brand: 'Troy', outcome: 'approved' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'declined', declineCode: 'card_declined' },
  { number: '4000000000009995', brand: 'Visa', outcome: 'declined', declineCode: 'insufficient_funds' },
];

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function luhnValid(number: string): boolean {
  if (!/^[0-9]{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^9792/.test(number)) return 'Troy';
  if (/^3[47]/.test(number)) return 'American Express';
  return 'Card';
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export interface CheckedCard {
  number: string;
  brand: string;
  last4: string;
}

/** The fields that are wrong (empty when the card may be charged). `now` decides whether it expired. */
export function checkCard(form: CardForm, now: Date = new Date()): { errors: CardField[]; card?: CheckedCard } {
  const errors: CardField[] = [];
  const number = digitsOnly(form.number);
  if (!luhnValid(number)) errors.push('number');
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/.exec(form.expiry.trim());
  if (!expiry) {
    errors.push('expiry');
  } else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    // A card is valid through the last day of its expiry month.
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < thisMonth) errors.push('expiry');
  }
  if (!/^[0-9]{3,4}$/.test(form.cvc.trim())) errors.push('cvc');
  const holder = form.holder.trim();
  if (holder.length < 2 || holder.length > 60 || !/^[\p{L} .'-]+$/u.test(holder)) errors.push('holder');
  if (errors.length > 0) return { errors };
  return { errors, card: { number, brand: cardBrand(number), last4: number.slice(-4) } };
}

/** What the demo gateway's issuer answers for a card. */
export function decide(number: string): { outcome: 'approved' | 'declined'; declineCode?: DeclineCode } {
  const test = TEST_CARDS.find((card) => card.number === number);
  if (!test) return { outcome: 'declined', declineCode: 'not_test_card' };
  return { outcome: test.outcome, declineCode: test.declineCode };
}
