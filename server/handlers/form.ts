// Handler of the registration form's data: the countries, in the request's language.
import { listCountries } from '../content';
import type { Handler, HandlerMap } from '../contract/types';
import { ok } from '../lib/envelope';

const getRegistrationForm: Handler<'getRegistrationForm'> = async (ctx) =>
  ok({ countries: await listCountries(ctx.db, ctx.locale) });

export const formHandlers = { getRegistrationForm } satisfies HandlerMap;
